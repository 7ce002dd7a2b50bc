import LanguageIcon from '@mui/icons-material/Language'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ComponentType, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../components/visually-hidden'
import { changeLanguage } from '../../lib/i18n'
import { useSnackbar } from '../snackbar'
import { useLanguages } from './shell-queries'

/** Language menu items are 240px wide. */
export const LANGUAGE_MENU_ITEM_WIDTH = 240

/** The button shows the short key of the current language, e.g. `DE` for `de_DE`. */
export function shortKeyFor(code: string, languages: { key: string; shortKey?: string }[]): string {
  const known = languages.find((language) => language.key === code)
  return known?.shortKey ?? code.split(/[_-]/)[0]!.toUpperCase()
}

/** What the button that opens the language menu is told. */
export interface LanguageTriggerProps {
  onClick: (event: MouseEvent<HTMLElement>) => void
  /** The current language's name, e.g. `Deutsch`. */
  language: string
  /** Its short key, e.g. `DE`. */
  shortKey: string
}

/** The top bar's language button, named by its visible text ("EN") after a hidden "Language": say either. */
function TopBarLanguageButton({ onClick, shortKey }: LanguageTriggerProps) {
  const { t } = useTranslation()
  return (
    <Button
      id="navbarLanguageButton"
      color="inherit"
      startIcon={<LanguageIcon />}
      aria-haspopup="menu"
      onClick={onClick}
    >
      <Box component="span" sx={visuallyHidden}>
        {t('LABEL_LANGUAGE')}
      </Box>{' '}
      {shortKey}
    </Button>
  )
}

/** The language menu, opened by the top bar's button or by another `Trigger` (the side menu's entry on phones). */
export function LanguageMenu({
  Trigger = TopBarLanguageButton,
}: {
  Trigger?: ComponentType<LanguageTriggerProps>
}) {
  const { t, i18n } = useTranslation()
  const languages = useLanguages()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = i18n.language
  const shortKey = shortKeyFor(current, languages)

  const choose = async (code: string): Promise<void> => {
    setAnchor(null)
    await changeLanguage(code)
    // The server answers product names, challenge descriptions and the like in the cookie's language: fetch anew.
    void queryClient.invalidateQueries()
    showSnackbar({
      text: i18n.t('LANGUAGE_CHANGED'),
      action: { label: i18n.t('BTN_FORCE_RELOAD'), onClick: () => window.location.reload() },
    })
  }

  return (
    <>
      <Trigger
        onClick={(event) => setAnchor(event.currentTarget)}
        language={languages.find((language) => language.key === current)?.lang ?? shortKey}
        shortKey={shortKey}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
    </>
  )
}
