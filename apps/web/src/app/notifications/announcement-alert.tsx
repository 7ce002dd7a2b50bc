import CampaignIcon from '@mui/icons-material/Campaign'
import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import type { ReactNode } from 'react'

interface AnnouncementAlertProps {
  /** The close button's name for screen readers. */
  closeLabel: string
  onClose: () => void
  children: ReactNode
  label?: string
  testId?: string
}

/**
 * How a message to every player looks, whoever sent it (the trainer's announcements, MultiJuicer's system-wide
 * notification): an outlined alert with a megaphone, read out by screen readers, kept until closed. Plain text only.
 */
export function AnnouncementAlert({ closeLabel, onClose, children, label, testId }: AnnouncementAlertProps) {
  return (
    <Alert
      icon={<CampaignIcon />}
      severity="warning"
      variant="outlined"
      role="alert"
      aria-label={label}
      data-testid={testId}
      sx={{ bgcolor: 'background.paper', whiteSpace: 'pre-line' }}
      action={
        <IconButton color="inherit" size="small" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {children}
    </Alert>
  )
}
