import SearchIcon from '@mui/icons-material/Search'
import InputBase from '@mui/material/InputBase'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** The search field's selector, which hacking-instructor steps point at. */
export const SEARCH_FIELD = '#searchQuery'

/** Where a search for `text` leads: `/search?q=<text>`, or plain `/search` when empty. */
export function searchTarget(text: string): string {
  return text === '' ? '/search' : `/search?q=${encodeURIComponent(text)}`
}

interface SearchBoxProps {
  /** The phone's search: fills the top bar, takes the focus, and calls `onDone` once submitted or on Escape. */
  expanded?: boolean
  onDone?: () => void
}

export function SearchBox({ expanded = false, onDone }: SearchBoxProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [text, setText] = useState('')

  const submit = (event: FormEvent): void => {
    event.preventDefault()
    void navigate(searchTarget(text))
    onDone?.()
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        flexGrow: expanded ? 1 : 0,
        minWidth: 0,
        borderRadius: 1,
        px: 1,
        // Darker than the bar, not lighter: the bar's light text keeps AA contrast on every theme's colour.
        backgroundColor: alpha(theme.palette.common.black, 0.15),
        '&:hover': { backgroundColor: alpha(theme.palette.common.black, 0.25) },
      })}
    >
      <SearchIcon fontSize="small" />
      <InputBase
        id="searchQuery"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone?.()
        }}
        autoFocus={expanded}
        placeholder={t('LABEL_SEARCH')}
        inputProps={{ 'aria-label': t('LABEL_SEARCH') }}
        sx={{
          color: 'inherit',
          ml: 1,
          width: expanded ? 1 : 200,
          flexGrow: expanded ? 1 : 0,
          // MUI's faint placeholder (42 % opacity) is below AA contrast on a coloured bar.
          '& input::placeholder': { opacity: 0.85 },
        }}
      />
    </Box>
  )
}
