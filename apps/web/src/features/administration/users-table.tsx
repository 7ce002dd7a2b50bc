import BlockIcon from '@mui/icons-material/Block'
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined'
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userStatus, type UserStatus } from './admin-rules'
import { usePagedRows } from './paged-rows'
import { UserDetailsDialog } from './user-details-dialog'
import { useAdminUsers, type AdminUser } from './users-api'

const statusIcons: Record<
  UserStatus,
  { icon: typeof BlockIcon; labelKey: string; color: 'disabled' | 'success' | 'action' }
> = {
  inactive: { icon: BlockIcon, labelKey: 'LABEL_USER_INACTIVE', color: 'disabled' },
  loggedIn: { icon: VerifiedUserIcon, labelKey: 'LABEL_USER_LOGGED_IN', color: 'success' },
  active: { icon: PersonOutlineIcon, labelKey: 'LABEL_USER_NOT_LOGGED_IN', color: 'action' },
}

function StatusIcon({ user }: { user: AdminUser }) {
  const { t } = useTranslation()
  const status = statusIcons[userStatus(user)]
  const Icon = status.icon
  return (
    <Tooltip title={t(status.labelKey)}>
      <Icon color={status.color} aria-label={t(status.labelKey)} data-status={userStatus(user)} />
    </Tooltip>
  )
}

/** Every registered user: status, email and a detail button. */
export function UsersTable() {
  const { t } = useTranslation()
  const users = useAdminUsers()
  const { visible, pagination } = usePagedRows(users.data ?? [], 'userPagination')
  const [chosen, setChosen] = useState<AdminUser | null>(null)

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('TITLE_REGISTERED_USERS')}
        </Typography>
        <Table size="small" id="userTable" aria-label={t('TITLE_REGISTERED_USERS')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t('LABEL_STATUS')}</TableCell>
              <TableCell>{t('LABEL_EMAIL')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {/* vuln-code-snippet start persistedXssUserChallenge */}
            {visible.map((user) => (
              <TableRow key={user.id} data-testid="admin-user" data-user-id={user.id}>
                <TableCell padding="checkbox">
                  <StatusIcon user={user} />
                </TableCell>
                <TableCell
                  sx={{ wordBreak: 'break-all' }}
                  dangerouslySetInnerHTML={{ __html: user.email }} // vuln-code-snippet vuln-line persistedXssUserChallenge
                />
                <TableCell padding="checkbox">
                  <IconButton
                    aria-label={t('LABEL_SHOW_USER_DETAILS', { id: user.id })}
                    onClick={() => setChosen(user)}
                    className="user-details-button"
                  >
                    <VisibilityIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {/* vuln-code-snippet end persistedXssUserChallenge */}
          </TableBody>
        </Table>
        {pagination}
      </CardContent>
      <UserDetailsDialog user={chosen} onClose={() => setChosen(null)} />
    </Card>
  )
}
