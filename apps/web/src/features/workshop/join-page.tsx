import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchWorkshopSettings, joinTeam, messageOf, type WorkshopSettings } from './workshop-api'
import { isTeamName, normaliseTeamName } from './team-name'
import { EventCountdown } from './event-countdown'
import { NewTeamPasscode } from './new-team-passcode'
import { WorkshopCard, WorkshopCardHeading } from './workshop-card'
import { WorkshopForm } from './workshop-form'

/** Where a player goes once in a team: the shop itself, at the root `<base href>` points to. */
const enterShop = () => window.location.assign(document.baseURI)

/**
 * `/workshop/join`: a player joins a team with its name and passcode, or (self-service) creates a team and is
 * shown its passcode once, to share with the team mates.
 */
export function JoinPage() {
  const { t } = useTranslation()
  const [settings, setSettings] = useState<WorkshopSettings>()
  const [team, setTeam] = useState('')
  const [passcode, setPasscode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<{ team: string; passcode: string }>()

  useEffect(() => {
    fetchWorkshopSettings()
      .then(setSettings)
      .catch(() => setSettings({ selfService: false, publicScoreboard: false }))
  }, [])

  const name = normaliseTeamName(team)
  const nameError = team !== '' && !isTeamName(name) ? t('WORKSHOP_TEAM_NAME_RULE') : undefined

  const submit = async (create: boolean) => {
    setError(undefined)
    setBusy(true)
    try {
      const answer = await joinTeam(name, create ? undefined : passcode)
      if (answer.passcode) setCreated({ team: answer.team, passcode: answer.passcode })
      else enterShop()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  const onJoin = (event: FormEvent) => {
    event.preventDefault()
    void submit(false)
  }

  if (created) return <NewTeamPasscode {...created} onContinue={enterShop} />

  return (
    <WorkshopCard>
      <WorkshopCardHeading title={t('WORKSHOP_JOIN_TITLE')} intro={t('WORKSHOP_JOIN_INTRO')} />
      {settings && <EventCountdown clock={settings.event} />}
      <WorkshopForm
        onSubmit={onJoin}
        error={error}
        errorId="workshopError"
        submitId="joinButton"
        submitLabel={t('WORKSHOP_JOIN_BUTTON')}
        submitDisabled={busy || !isTeamName(name) || passcode === ''}
      >
        <TextField
          id="teamName"
          label={t('WORKSHOP_TEAM_NAME')}
          value={team}
          onChange={(event) => setTeam(event.target.value)}
          error={nameError !== undefined}
          helperText={nameError ?? t('WORKSHOP_TEAM_NAME_HINT')}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'none' } }}
        />
        <TextField
          id="passcode"
          label={t('WORKSHOP_PASSCODE')}
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64 } }}
        />
      </WorkshopForm>
      {settings?.selfService && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="subtitle1" component="h2">
            {t('WORKSHOP_CREATE_TITLE')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('WORKSHOP_CREATE_INTRO')}
          </Typography>
          <Button
            id="createTeamButton"
            variant="outlined"
            fullWidth
            disabled={busy || !isTeamName(name)}
            onClick={() => void submit(true)}
          >
            {t('WORKSHOP_CREATE_BUTTON')}
          </Button>
        </>
      )}
    </WorkshopCard>
  )
}
