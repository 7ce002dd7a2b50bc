import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { CountryDisplay } from './country'

/** The country line of a solve notification (FBCTF). */
export function ChallengeCountry({ display }: { display: CountryDisplay }) {
  const { t } = useTranslation()
  return (
    <Box className="challenge-country" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <span>{t('CHALLENGE_COUNTRY_LABEL')}</span>
      {display.flag && (
        <span role="img" aria-label={display.name} className="challenge-country-flag">
          {display.flag}
        </span>
      )}
      {display.showName && <span className="challenge-country-name">{display.name}</span>}
    </Box>
  )
}
