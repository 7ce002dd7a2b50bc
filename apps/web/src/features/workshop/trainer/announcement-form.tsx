import { ANNOUNCEMENT_MAX_LENGTH, type TeamSummary } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../workshop-api'
import { CheckboxChoices } from './checkbox-choices'
import { sendAnnouncement, type SentAnnouncement } from './trainer-api'
import { useTrainerMutation } from './use-trainer-mutation'

interface AnnouncementFormProps {
  teams: readonly TeamSummary[]
  sent: readonly SentAnnouncement[]
}

/** A message to every connected player of every team (or of the teams chosen), then the messages sent so far. */
export function AnnouncementForm({ teams, sent }: AnnouncementFormProps) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState('')
  const [chooseTeams, setChooseTeams] = useState(false)
  const [chosen, setChosen] = useState<string[]>([])
  const send = useTrainerMutation(sendAnnouncement)
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' })
  const ready = text.trim() !== '' && (!chooseTeams || chosen.length > 0)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate(chooseTeams ? { text, teams: chosen } : { text }, { onSuccess: () => setText('') })
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="announcementTitle">
      <Typography id="announcementTitle" variant="h6" component="h2">
        {t('WORKSHOP_ANNOUNCE_TITLE')}
      </Typography>
      <TextField
        color="secondary"
        id="announcementText"
        label={t('WORKSHOP_ANNOUNCE_TEXT')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        helperText={`${text.length} / ${ANNOUNCEMENT_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_MAX_LENGTH } }}
      />
      <FormControlLabel
        control={<Switch checked={chooseTeams} onChange={(_event, on) => setChooseTeams(on)} />}
        label={t('WORKSHOP_ANNOUNCE_CHOOSE_TEAMS')}
      />
      {chooseTeams && (
        <CheckboxChoices
          label={t('WORKSHOP_ANNOUNCE_CHOOSE_TEAMS')}
          options={teams.map((team) => team.name)}
          chosen={chosen}
          onChange={setChosen}
        />
      )}
      {send.isError && <Alert severity="error">{messageOf(send.error)}</Alert>}
      <Button
        id="sendAnnouncementButton"
        type="submit"
        variant="contained"
        disabled={!ready || send.isPending}
      >
        {t('WORKSHOP_ANNOUNCE_SEND')}
      </Button>
      {sent.length > 0 && (
        <List dense aria-label={t('WORKSHOP_ANNOUNCE_SENT')}>
          {[...sent].reverse().map((announcement) => (
            <ListItem key={announcement.id} disableGutters>
              <ListItemText
                primary={announcement.text}
                secondary={`${time.format(new Date(announcement.createdAt))} · ${
                  announcement.teams ? announcement.teams.join(', ') : t('WORKSHOP_ANNOUNCE_EVERY_TEAM')
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  )
}
