import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Relative to the page, so the shop keeps working behind a path prefix. */
export const DATA_ERASURE_PAGE = './dataerasure'

/** The erasure form is rendered by the server (`GET /dataerasure`); this route only loads that page. */
export default function ErasureRequestPage() {
  const { t } = useTranslation()
  useEffect(() => {
    window.location.assign(DATA_ERASURE_PAGE)
  }, [])
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }}>
      <CircularProgress />
      <Typography>
        <Link href={DATA_ERASURE_PAGE}>{t('LABEL_OPENING_ERASURE_FORM')}</Link>
      </Typography>
    </Box>
  )
}
