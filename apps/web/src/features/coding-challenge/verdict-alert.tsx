import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useEffect, useRef } from 'react'

interface VerdictAlertProps {
  verdict: boolean
  /** What a right and a wrong answer say. */
  right: string
  wrong: string
  /** More from the server (the fix's explanation). */
  details?: string | undefined
}

/**
 * The server's verdict on an answer: a success or an error message (announced: role alert), with details. It
 * scrolls into view, as it appears below the code.
 */
export function VerdictAlert({ verdict, right, wrong, details }: VerdictAlertProps) {
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    alert.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [])
  return (
    <Alert
      ref={alert}
      severity={verdict ? 'success' : 'error'}
      data-testid="coding-verdict"
      data-verdict={String(verdict)}
    >
      <AlertTitle>{verdict ? right : wrong}</AlertTitle>
      {details}
    </Alert>
  )
}
