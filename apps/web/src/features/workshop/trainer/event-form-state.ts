import type { ChallengeSelection, EventSettings } from '@juicy/contracts'
import { fromLocalInput, toLocalInput } from './event-times'

/** The event form's fields: the set's criteria as chosen, the times as the datetime-local fields hold them. */
export interface EventForm {
  limited: boolean
  categories: string[]
  tags: string[]
  /** '' for no bound. */
  minDifficulty: string
  maxDifficulty: string
  /** Single challenge keys, separated by commas or spaces. */
  keys: string
  startsAt: string
  endsAt: string
  freezeAt: string
}

/** The form for the event as the server has it. */
export function formOf(settings: EventSettings): EventForm {
  const selection = settings.challenges
  return {
    limited: selection !== null,
    categories: selection?.categories ?? [],
    tags: selection?.tags ?? [],
    minDifficulty: selection?.minDifficulty === undefined ? '' : String(selection.minDifficulty),
    maxDifficulty: selection?.maxDifficulty === undefined ? '' : String(selection.maxDifficulty),
    keys: (selection?.keys ?? []).join(', '),
    startsAt: toLocalInput(settings.startsAt),
    endsAt: toLocalInput(settings.endsAt),
    freezeAt: toLocalInput(settings.freezeAt),
  }
}

/** The challenge set the form describes; null for every challenge. Empty criteria are left out. */
export function selectionOf(form: EventForm): ChallengeSelection | null {
  if (!form.limited) return null
  const selection: ChallengeSelection = {}
  if (form.categories.length > 0) selection.categories = form.categories
  if (form.tags.length > 0) selection.tags = form.tags
  if (form.minDifficulty !== '') selection.minDifficulty = Number(form.minDifficulty)
  if (form.maxDifficulty !== '') selection.maxDifficulty = Number(form.maxDifficulty)
  const keys = form.keys.split(/[\s,]+/).filter((key) => key !== '')
  if (keys.length > 0) selection.keys = keys
  return selection
}

/** The settings to save from the form. */
export function settingsOf(form: EventForm): EventSettings {
  return {
    challenges: selectionOf(form),
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
    freezeAt: fromLocalInput(form.freezeAt),
  }
}
