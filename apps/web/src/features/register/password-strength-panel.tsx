import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import { passwordStrength, type PasswordStrength } from './password-strength'

const rules: { key: keyof Omit<PasswordStrength, 'score'>; labelKey: string }[] = [
  { key: 'lowercase', labelKey: 'PASSWORD_ADVICE_LOWERCASE' },
  { key: 'uppercase', labelKey: 'PASSWORD_ADVICE_UPPERCASE' },
  { key: 'digit', labelKey: 'PASSWORD_ADVICE_DIGIT' },
  { key: 'special', labelKey: 'PASSWORD_ADVICE_SPECIAL' },
  { key: 'minLength', labelKey: 'PASSWORD_ADVICE_LENGTH' },
]

export function PasswordStrengthPanel({ password }: { password: string }) {
  const { t } = useTranslation()
  const strength = passwordStrength(password)
  return (
    <Box data-testid="password-advice">
      <LinearProgress
        variant="determinate"
        value={strength.score * 20}
        color={strength.score >= 5 ? 'success' : strength.score >= 3 ? 'warning' : 'error'}
        aria-label={t('LABEL_PASSWORD_STRENGTH')}
      />
      <List dense>
        {rules.map((rule) => (
          <ListItem key={rule.key} disableGutters data-ok={strength[rule.key]}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {strength[rule.key] ? (
                <CheckIcon color="success" fontSize="small" />
              ) : (
                <CloseIcon color="error" fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={t(rule.labelKey)} />
          </ListItem>
        ))}
      </List>
    </Box>
  )
}
