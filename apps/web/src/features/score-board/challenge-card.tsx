import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import BlockIcon from '@mui/icons-material/Block'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import StarIcon from '@mui/icons-material/Star'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { OUTSIDE_EVENT, type Challenge, type Hint } from '@juicy/contracts'
import { useTranslation } from 'react-i18next'
import { StartTutorialButton } from '../hacking-instructor'
import { CodingChallengeControls } from './coding-challenge-controls'
import { HintPanel } from './hint-panel'
import { challengeStatus, tagsOf } from './score-board-logic'

interface ChallengeCardProps {
  challenge: Challenge
  hints: Hint[] | null
  onRepeatNotification: (challenge: Challenge) => void
}

const statusIcons = {
  solved: <CheckCircleIcon color="success" fontSize="small" />,
  unsolved: <RadioButtonUncheckedIcon fontSize="small" />,
  unavailable: <BlockIcon color="disabled" fontSize="small" />,
}

export function ChallengeCard({ challenge, hints, onRepeatNotification }: ChallengeCardProps) {
  const { t } = useTranslation()
  const status = challengeStatus(challenge)
  return (
    <Card
      variant="outlined"
      data-testid="challenge-card"
      data-challenge-key={challenge.key}
      data-status={status}
      sx={{ opacity: status === 'unavailable' ? 0.6 : 1 }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {challenge.name}
          </Typography>
          <Box
            role="img"
            aria-label={t('LABEL_DIFFICULTY_STARS', { count: challenge.difficulty })}
            sx={{ display: 'flex' }}
          >
            {Array.from({ length: challenge.difficulty }, (_, index) => (
              <StarIcon key={index} fontSize="small" color="secondary" />
            ))}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          <Chip size="small" label={challenge.category} color="primary" />
          {tagsOf(challenge).map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
        {/* Descriptions are HTML written by the shop (links, code); rendered as the server sends them. */}
        <Typography
          variant="body2"
          component="div"
          className="challenge-description"
          sx={{ overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: challenge.description }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
          {statusIcons[status]}
          <Typography variant="body2" data-testid="challenge-status">
            {status === 'solved' && t('STATUS_SOLVED')}
            {status === 'unsolved' && t('STATUS_UNSOLVED')}
            {status === 'unavailable' &&
              (challenge.disabledEnv === OUTSIDE_EVENT
                ? t('STATUS_OUTSIDE_EVENT')
                : t('STATUS_UNAVAILABLE', { reason: challenge.disabledEnv ?? '' }))}
          </Typography>
          <StartTutorialButton challenge={challenge} />
          <CodingChallengeControls challenge={challenge} />
          {status === 'solved' && (
            <Button size="small" onClick={() => onRepeatNotification(challenge)}>
              {t('BTN_REPEAT_NOTIFICATION')}
            </Button>
          )}
          {status === 'solved' && challenge.mitigationUrl && (
            <Link href={challenge.mitigationUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('LINK_MITIGATION')}
            </Link>
          )}
        </Stack>
        {hints !== null && <HintPanel hints={hints} />}
      </CardContent>
    </Card>
  )
}
