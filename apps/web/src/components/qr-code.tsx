import Skeleton from '@mui/material/Skeleton'
import { useEffect, useState } from 'react'

export const QR_CODE_SIZE = 200

/** The QR code of `text`; the encoder library is only downloaded when a code is shown. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<{ text: string; markup: string } | null>(null)

  useEffect(() => {
    let current = true
    import('qrcode')
      .then(({ toString }) => toString(text, { type: 'svg', margin: 1, width: QR_CODE_SIZE }))
      .then((markup) => {
        if (current) setSvg({ text, markup })
      })
      .catch((error: unknown) => console.error('Could not draw the QR code', error))
    return () => {
      current = false
    }
  }, [text])

  if (svg?.text !== text) return <Skeleton variant="rectangular" width={QR_CODE_SIZE} height={QR_CODE_SIZE} />
  return (
    <img
      data-testid="two-factor-qr-code"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      width={QR_CODE_SIZE}
      height={QR_CODE_SIZE}
      data-uri={text}
    />
  )
}
