import SearchIcon from '@mui/icons-material/Search'
import InputBase from '@mui/material/InputBase'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/** Where a search for `text` leads: `/search?q=<text>`, or plain `/search` when empty. */
export function searchTarget(text: string): string {
  return text === '' ? '/search' : `/search?q=${encodeURIComponent(text)}`
}

export function SearchBox() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [text, setText] = useState('')

  const submit = (event: FormEvent): void => {
    event.preventDefault()
    void navigate(searchTarget(text))
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        borderRadius: 1,
        px: 1,
        backgroundColor: alpha(theme.palette.common.white, 0.15),
        '&:hover': { backgroundColor: alpha(theme.palette.common.white, 0.25) },
      })}
    >
      <SearchIcon fontSize="small" />
      <InputBase
        id="searchQuery"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('LABEL_SEARCH')}
        inputProps={{ 'aria-label': t('LABEL_SEARCH') }}
        sx={{ color: 'inherit', ml: 1, width: { xs: 100, sm: 200 } }}
      />
    </Box>
  )
}
