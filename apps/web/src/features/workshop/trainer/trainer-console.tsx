import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../use-document-title'
import { useWorkshopChanges } from '../use-workshop-changes'
import { messageOf } from '../workshop-api'
import { ClassView } from './class-view'
import { CtfExportPanel } from './ctf-export-panel'
import { SessionView } from './session-view'
import { isLoginRequired, logoutTrainer, teamsQuery } from './trainer-api'
import { TrainerLogin } from './trainer-login'
import { TeamsView } from './teams-view'

const SECTIONS = ['teams', 'class', 'session', 'ctf'] as const
type Section = (typeof SECTIONS)[number]

const SECTION_LABEL: Record<Section, string> = {
  teams: 'WORKSHOP_SECTION_TEAMS',
  class: 'WORKSHOP_SECTION_CLASS',
  session: 'WORKSHOP_SECTION_SESSION',
  ctf: 'WORKSHOP_SECTION_CTF',
}

/** `/workshop/trainer`: the login, then the teams, the class's progress, the session (event, announcements) and the CTF export. */
export default function TrainerConsole() {
  const { t } = useTranslation()
  useDocumentTitle(t('WORKSHOP_TRAINER_TITLE'))
  const teams = useQuery(teamsQuery)
  useWorkshopChanges(teams.isSuccess && !isLoginRequired(teams.error))

  if (isLoginRequired(teams.error)) return <TrainerLogin />
  if (teams.isPending) return <LinearProgress aria-label={t('WORKSHOP_LOADING')} />
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <ConsoleHeader />
      {teams.isError ? <Alert severity="error">{messageOf(teams.error)}</Alert> : <ConsoleSections />}
    </Box>
  )
}

function ConsoleHeader() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const logout = useMutation({ mutationFn: logoutTrainer, onSuccess: () => queryClient.invalidateQueries() })
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {t('WORKSHOP_TRAINER_TITLE')}
      </Typography>
      <Button href="workshop/scoreboard" target="_blank" rel="noopener">
        {t('WORKSHOP_OPEN_SCOREBOARD')}
      </Button>
      <Button id="trainerLogoutButton" variant="outlined" onClick={() => logout.mutate()}>
        {t('WORKSHOP_TRAINER_LOGOUT')}
      </Button>
    </Stack>
  )
}

function ConsoleSections() {
  const { t } = useTranslation()
  const [section, setSection] = useState<Section>('teams')
  return (
    <>
      <Tabs
        value={section}
        onChange={(_event, chosen: Section) => setSection(chosen)}
        aria-label={t('WORKSHOP_SECTIONS')}
        variant="scrollable"
        scrollButtons={false}
        textColor="inherit"
        indicatorColor="secondary"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {SECTIONS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(SECTION_LABEL[name])}
            id={`workshop-tab-${name}`}
            aria-controls={`workshop-section-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`workshop-section-${section}`} aria-labelledby={`workshop-tab-${section}`}>
        {section === 'teams' && <TeamsView />}
        {section === 'class' && <ClassView />}
        {section === 'session' && <SessionView />}
        {section === 'ctf' && <CtfExportPanel />}
      </Box>
    </>
  )
}
