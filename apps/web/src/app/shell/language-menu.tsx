import LanguageIcon from '@mui/icons-material/Language'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState, type ComponentType, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../components/visually-hidden'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { useLanguages } from './shell-queries'

const LanguageMenuPopup = lazy(() => import('./language-menu-popup'))

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
  const { i18n } = useTranslation()
  const languages = useLanguages()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const loaded = useOpenedOnce(anchor !== null)
  const current = i18n.language
  const shortKey = shortKeyFor(current, languages)

  return (
    <>
      <Trigger
        onClick={(event) => setAnchor(event.currentTarget)}
        language={languages.find((language) => language.key === current)?.lang ?? shortKey}
        shortKey={shortKey}
      />
      {loaded && (
        <Suspense fallback={null}>
          <LanguageMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
