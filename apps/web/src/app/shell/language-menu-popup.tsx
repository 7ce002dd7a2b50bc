import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '../../lib/i18n'
import { useSnackbar } from '../snackbar'
import { LANGUAGE_MENU_ITEM_WIDTH } from './language-menu'
import { useLanguages } from './shell-queries'

export interface LanguageMenuPopupProps {
  /** The button while the menu is open, else null. */
  anchor: HTMLElement | null
  onClose: () => void
}

/** The languages with their translation completeness, loaded when the language button is first pressed. */
export default function LanguageMenuPopup({ anchor, onClose }: LanguageMenuPopupProps) {
  const { t, i18n } = useTranslation()
  const languages = useLanguages()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const current = i18n.language

  const choose = async (code: string): Promise<void> => {
    onClose()
    await changeLanguage(code)
    // The server answers product names, challenge descriptions and the like in the cookie's language: fetch anew.
    void queryClient.invalidateQueries()
    showSnackbar({
      text: i18n.t('LANGUAGE_CHANGED'),
      action: { label: i18n.t('BTN_FORCE_RELOAD'), onClick: () => window.location.reload() },
    })
  }

  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.key}
          selected={language.key === current}
          onClick={() => void choose(language.key)}
          sx={{ width: LANGUAGE_MENU_ITEM_WIDTH }}
          data-language={language.key}
        >
          <ListItemText primary={language.lang} secondary={`${language.percentage}%`} />
          <Box sx={{ width: 48, ml: 1 }} title={t('LABEL_TRANSLATION_COMPLETENESS')}>
            <LinearProgress
              variant="determinate"
              value={language.percentage}
              color={language.percentage > 80 ? 'success' : language.percentage > 40 ? 'warning' : 'error'}
            />
          </Box>
        </MenuItem>
      ))}
    </Menu>
  )
}
