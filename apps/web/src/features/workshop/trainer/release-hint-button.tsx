import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdates'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../workshop-api'
import { releaseHint } from './trainer-api'
import { useTrainerMutation } from './use-trainer-mutation'

interface ReleaseHintButtonProps {
  challenge: string
  name: string
  /** The teams that have not solved it (the ones a hint helps). */
  unsolvedBy: readonly string[]
}

/** Releases the challenge's next hint, free, to every team or to the teams without a solve; they are told at once. */
export function ReleaseHintButton({ challenge, name, unsolvedBy }: ReleaseHintButtonProps) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const release = useTrainerMutation(releaseHint)
  const choose = (teams?: string[]) => {
    setAnchor(null)
    release.mutate(teams ? { challenge, teams } : { challenge })
  }
  return (
    <>
      <Button
        size="small"
        startIcon={<TipsAndUpdatesIcon />}
        aria-label={t('WORKSHOP_RELEASE_HINT_FOR', { challenge: name })}
        aria-haspopup="menu"
        disabled={release.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('WORKSHOP_RELEASE_HINT')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose()}>{t('WORKSHOP_RELEASE_HINT_EVERY_TEAM')}</MenuItem>
        <MenuItem disabled={unsolvedBy.length === 0} onClick={() => choose([...unsolvedBy])}>
          {t('WORKSHOP_RELEASE_HINT_UNSOLVED', { teams: unsolvedBy.length })}
        </MenuItem>
      </Menu>
      {release.isSuccess && (
        <Typography variant="caption" component="p" role="status">
          {t('WORKSHOP_HINT_RELEASED', { order: release.data.order })}
        </Typography>
      )}
      {release.isError && (
        <Typography variant="caption" component="p" color="error" role="alert">
          {messageOf(release.error)}
        </Typography>
      )}
    </>
  )
}
