import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { testI18n } from '../../test/render'
import { AnnouncementBanners } from './announcement-banners'

const announcements = [
  { id: 'a', text: 'The API docs are at /api-docs', createdAt: '2026-11-29T09:00:00.000Z' },
  { id: 'b', text: '<b>10 minutes left</b>', createdAt: '2026-11-29T09:50:00.000Z' },
]

describe('AnnouncementBanners', () => {
  it('shows each announcement as an alert, newest first, as plain text, and dismisses the one closed', () => {
    const onDismiss = vi.fn()
    render(
      <I18nextProvider i18n={testI18n()}>
        <AnnouncementBanners announcements={announcements} onDismiss={onDismiss} />
      </I18nextProvider>,
    )
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('<b>10 minutes left</b>'),
      expect.stringContaining('The API docs are at /api-docs'),
    ])
    expect(alerts[0]?.textContent).toMatch(/^Announcement from your trainer, /)
    expect(alerts[0]?.querySelector('b')).toBeNull()
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss announcement' })[1]!)
    expect(onDismiss).toHaveBeenCalledWith('a')
  })
})
