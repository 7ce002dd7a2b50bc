import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testI18n } from '../../test/render'
import { EventCountdown } from './event-countdown'

const renderAt = (clock: Parameters<typeof EventCountdown>[0]['clock']) =>
  render(
    <I18nextProvider i18n={testI18n()}>
      <EventCountdown clock={clock} />
    </I18nextProvider>,
  )

describe('EventCountdown', () => {
  afterEach(() => vi.useRealTimers())

  it('counts down to the start by the server’s clock, whatever the player’s clock says', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') })
    renderAt({
      startsAt: '2026-11-29T10:05:30Z',
      endsAt: null,
      freezeAt: null,
      now: '2026-11-29T10:00:00Z',
    })
    expect(screen.getByTestId('event-countdown').textContent).toBe(
      'The event starts in 5 min 30 sec. You can join your team already.',
    )
  })

  it('shows nothing without a start, or once the event has started', () => {
    const { container } = renderAt({
      startsAt: null,
      endsAt: null,
      freezeAt: null,
      now: '2026-11-29T10:00:00Z',
    })
    expect(container.textContent).toBe('')
    renderAt({ startsAt: '2026-11-29T09:00:00Z', endsAt: null, freezeAt: null, now: '2026-11-29T10:00:00Z' })
    expect(screen.queryByTestId('event-countdown')).toBeNull()
  })
})
