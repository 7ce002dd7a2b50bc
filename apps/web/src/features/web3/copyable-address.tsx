import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface CopyableAddressProps {
  address: string
  /** What the address is (shown before it). */
  label: string
  /** Element id (and test id) of the address text. */
  id?: string
}

/** A labelled address in monospace with a button that copies it. */
export function CopyableAddress({ address, label, id }: CopyableAddressProps) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const copy = () => {
    void navigator.clipboard
      ?.writeText(address)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{label}:</Typography>
      <Typography
        component="span"
        id={id}
        data-testid={id ?? 'address'}
        sx={{ fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' }}
      >
        {address}
      </Typography>
      <Tooltip title={copied ? t('WEB3_COPIED') : t('WEB3_COPY_ADDRESS')}>
        <IconButton size="small" aria-label={t('WEB3_COPY_ADDRESS')} onClick={copy}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  )
}
