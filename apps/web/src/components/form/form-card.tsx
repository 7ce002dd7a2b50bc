import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { FormEventHandler, ReactNode } from 'react'

interface FormCardProps {
  /** The id of the heading; given, the heading names the form (`aria-labelledby`). */
  titleId?: string
  title: ReactNode
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}

/** A page's form on a card, under its page heading; the browser's own validation is off (the rules show it). */
export function FormCard({ titleId, title, onSubmit, children }: FormCardProps) {
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Typography id={titleId} variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
