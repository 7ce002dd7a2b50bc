import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOGO } from '../../lib/application-config'

// vuln-code-snippet start svgInjectionChallenge
const IMAGES = 'assets/public/images/'
const decalSpots = [
  { x: 40, y: 60 },
  { x: 150, y: 40 },
  { x: 260, y: 60 },
  { x: 95, y: 170 },
  { x: 205, y: 170 },
]

/** The logo file name of the configuration (a URL is reduced to its last path part). */
function logoFileName(logo: string | undefined): string {
  if (!logo) return DEFAULT_LOGO
  return /^https?:\/\//i.test(logo) ? (logo.split('?')[0]!.split('/').pop() ?? DEFAULT_LOGO) : logo
}

/** The delivery boxes with decals on them; a `testDecal` query value replaces the logo. */
export function DeluxeBox({ decal, logo }: { decal: string | null; logo: string | undefined }) {
  const { t } = useTranslation()
  // A forgotten test parameter lands unchecked in the image path (traversal to any URL via /redirect). // vuln-code-snippet hide-line svgInjectionChallenge
  const decalSource = IMAGES + (decal ?? logoFileName(logo)) // vuln-code-snippet vuln-line svgInjectionChallenge
  return (
    <Box sx={{ my: 3, textAlign: 'center' }}>
      <svg width="360" height="280" viewBox="0 0 360 280" role="img" aria-label={t('LABEL_DELUXE_BOXES')}>
        <image href={`${IMAGES}deluxe/blankBoxes.png`} x="0" y="0" width="360" height="280" />
        {decalSpots.map((spot) => (
          <image
            key={`${spot.x}-${spot.y}`}
            href={decalSource}
            x={spot.x}
            y={spot.y}
            width="60"
            height="60"
            data-testid="deluxe-decal"
          />
        ))}
      </svg>
    </Box>
  )
}
// vuln-code-snippet end svgInjectionChallenge
