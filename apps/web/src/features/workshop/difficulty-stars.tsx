import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'

/** A challenge's difficulty (1 to 6) as stars, read out as "difficulty 3 of 6". */
export function DifficultyStars({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation()
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('WORKSHOP_DIFFICULTY', { difficulty })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(difficulty)}
    </Box>
  )
}
