import type { TeamSummary } from '@juicy/contracts'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CodingPhaseList } from './coding-phase-list'
import { SolveTimeline } from './solve-timeline'
import { ViewedHintList } from './viewed-hint-list'

/** One team up close: what it solved (with the evidence), which hints it read and its coding challenges. */
export function TeamDetailDialog({ team, onClose }: { team: TeamSummary; onClose: () => void }) {
  const { t } = useTranslation()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{t('WORKSHOP_TEAM_DETAIL', { team: team.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <DetailSection title={t('WORKSHOP_SOLVES')}>
            <SolveTimeline team={team} />
          </DetailSection>
          <DetailSection title={t('WORKSHOP_HINTS_VIEWED')}>
            <ViewedHintList team={team.name} />
          </DetailSection>
          <DetailSection title={t('WORKSHOP_CODING_CHALLENGES')}>
            <CodingPhaseList team={team.name} />
          </DetailSection>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button id="closeTeamDetailButton" onClick={onClose}>
          {t('WORKSHOP_CLOSE')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  )
}
