import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { revealAnchor } from '../../lib/anchor-reveal'
import { clearSession, storeSession } from '../../lib/session'
import { renderRoutes } from '../../test/render'
import { AccountMenu } from './account-menu'

/** An unsigned token of a@b.c, enough for the client to read who is logged in. */
const token = 'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjoxLCJlbWFpbCI6ImFAYi5jIiwicm9sZSI6ImFkbWluIn19.'

function renderMenu(compact: boolean) {
  return renderRoutes([{ path: '*', element: <AccountMenu compact={compact} /> }], '/search')
}

describe('AccountMenu', () => {
  afterEach(() => clearSession())

  it('opens on a phone when a tutorial step points at "Privacy & Security" inside it', async () => {
    storeSession(token, 1)
    renderMenu(true)
    expect(document.querySelector('#navbarPrivacySecurity')).toBeNull()
    act(() => void expect(revealAnchor('#navbarPrivacySecurity')).toBe(true))
    // The menu's code loads when it is first opened.
    const item = await screen.findByRole('menuitem', { name: 'Privacy & Security' })
    expect(item.id).toBe('navbarPrivacySecurity')
  })

  it('reveals nothing on a wide screen, or for a visitor who is not logged in (who has no such item)', () => {
    storeSession(token, 1)
    const wide = renderMenu(false)
    expect(revealAnchor('#navbarPrivacySecurity')).toBe(false)
    wide.unmount()
    clearSession()
    renderMenu(true)
    expect(revealAnchor('#navbarPrivacySecurity')).toBe(false)
    expect(document.querySelector('#navbarPrivacySecurity')).toBeNull()
  })
})
