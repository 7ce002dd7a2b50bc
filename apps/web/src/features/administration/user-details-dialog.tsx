import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { useUserDetails, type AdminUser } from './users-api'

/** id, email, createdAt and updatedAt of one user; the table row shows until the fresh record arrives. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation()
  const details = useUserDetails(user?.id ?? null)
  const shown = details.data ?? user
  const rows: [string, string | number | undefined][] = shown
    ? [
        ['LABEL_USER_ID', shown.id],
        ['LABEL_EMAIL', shown.email],
        ['LABEL_CREATED_AT', shown.createdAt],
        ['LABEL_UPDATED_AT', shown.updatedAt],
      ]
    : []

  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      aria-labelledby="user-details-title"
      id="userDetailsDialog"
    >
      <DialogTitle id="user-details-title">{t('TITLE_USER_DETAILS')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([labelKey, value]) => (
              <TableRow key={labelKey}>
                <TableCell component="th" scope="row">
                  {t(labelKey)}
                </TableCell>
                {/* Plain text here: only the table cell is the (marked) trusted-HTML mistake. */}
                <TableCell sx={{ wordBreak: 'break-all' }}>{value ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} id="closeUserDetails">
          {t('BTN_CLOSE')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
