import { inChallengeSet, type CatalogueChallenge, type EventSettings } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '../workshop-api'
import { CheckboxChoices } from './checkbox-choices'
import { formOf, selectionOf, settingsOf, type EventForm } from './event-form-state'
import { saveEvent } from './trainer-api'
import { useTrainerMutation } from './use-trainer-mutation'

const DIFFICULTIES = ['', '1', '2', '3', '4', '5', '6']
const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

interface EventSettingsFormProps {
  settings: EventSettings
  catalogue: readonly CatalogueChallenge[]
}

/**
 * The session's challenge set (categories, tags, a difficulty range, single keys) and its clock (start, end, freeze
 * of the public ranking). Saving applies it to every team at once; the count shows what the set holds before that.
 * It starts from `settings` as first loaded, then follows its own saves.
 */
export function EventSettingsForm({ settings, catalogue }: EventSettingsFormProps) {
  const { t } = useTranslation()
  const [form, setForm] = useState<EventForm>(() => formOf(settings))
  const save = useTrainerMutation(saveEvent)
  const change = (patch: Partial<EventForm>) => setForm((current) => ({ ...current, ...patch }))
  const selection = selectionOf(form)
  const inSet = catalogue.filter((challenge) => inChallengeSet(challenge, selection)).length
  // The form shows what the server saved (the answer), so a later save never brings back what was cleared.
  const apply = (settings: EventSettings) =>
    save.mutate(settings, { onSuccess: (saved) => setForm(formOf(saved)) })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(settingsOf(form))
  }
  const difficultyField = (id: 'minDifficulty' | 'maxDifficulty', label: string) => (
    <TextField
      color="secondary"
      id={id}
      select
      label={label}
      value={form[id]}
      onChange={(event) => change({ [id]: event.target.value })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      {DIFFICULTIES.map((value) => (
        <option key={value} value={value}>
          {value === '' ? t('WORKSHOP_EVENT_ANY_DIFFICULTY') : '★'.repeat(Number(value))}
        </option>
      ))}
    </TextField>
  )
  const timeField = (id: 'startsAt' | 'endsAt' | 'freezeAt', label: string) => (
    <TextField
      color="secondary"
      id={id}
      type="datetime-local"
      label={label}
      value={form[id]}
      onChange={(event) => change({ [id]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  )

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="eventSettingsTitle">
      <Typography id="eventSettingsTitle" variant="h6" component="h2">
        {t('WORKSHOP_EVENT_TITLE')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={form.limited} onChange={(_e, limited) => change({ limited })} />}
        label={t('WORKSHOP_EVENT_LIMIT_SET')}
      />
      {form.limited && (
        <>
          <FormLabel component="legend">{t('WORKSHOP_COLUMN_CATEGORY')}</FormLabel>
          <CheckboxChoices
            label={t('WORKSHOP_COLUMN_CATEGORY')}
            options={distinct(catalogue.map((challenge) => challenge.category))}
            chosen={form.categories}
            onChange={(categories) => change({ categories })}
          />
          <FormLabel component="legend">{t('WORKSHOP_EVENT_TAGS')}</FormLabel>
          <CheckboxChoices
            label={t('WORKSHOP_EVENT_TAGS')}
            options={distinct(catalogue.flatMap((challenge) => challenge.tags))}
            chosen={form.tags}
            onChange={(tags) => change({ tags })}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {difficultyField('minDifficulty', t('WORKSHOP_EVENT_MIN_DIFFICULTY'))}
            {difficultyField('maxDifficulty', t('WORKSHOP_EVENT_MAX_DIFFICULTY'))}
          </Stack>
          <TextField
            color="secondary"
            id="eventKeys"
            label={t('WORKSHOP_EVENT_KEYS')}
            helperText={t('WORKSHOP_EVENT_KEYS_HINT')}
            value={form.keys}
            onChange={(event) => change({ keys: event.target.value })}
          />
        </>
      )}
      <Typography data-testid="eventSetSize" aria-live="polite">
        {t('WORKSHOP_EVENT_SET_SIZE', { inSet, total: catalogue.length })}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {timeField('startsAt', t('WORKSHOP_EVENT_STARTS_AT'))}
        {timeField('endsAt', t('WORKSHOP_EVENT_ENDS_AT'))}
        {timeField('freezeAt', t('WORKSHOP_EVENT_FREEZE_AT'))}
      </Stack>
      {save.isError && <Alert severity="error">{messageOf(save.error)}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('WORKSHOP_EVENT_SAVED')}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button
          id="saveEventButton"
          type="submit"
          variant="contained"
          color="primary"
          disabled={save.isPending}
        >
          {t('WORKSHOP_EVENT_SAVE')}
        </Button>
        {settings.freezeAt !== null && (
          <Button
            id="revealRankingButton"
            variant="outlined"
            disabled={save.isPending}
            onClick={() => apply({ ...settings, freezeAt: null })}
          >
            {t('WORKSHOP_EVENT_REVEAL')}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
