import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { revealAnchor } from '../../lib/anchor-reveal'
import { fetchStub, renderRoutes } from '../../test/render'
import { TopBar } from './top-bar'

/** A screen as narrow as a phone's (every `max-width` query matches) or as wide as a laptop's. */
function screenIs(phone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

function renderTopBar(phone: boolean) {
  screenIs(phone)
  vi.stubGlobal(
    'fetch',
    fetchStub({
      'GET rest/languages': { json: [] },
      'GET rest/admin/application-configuration': {
        json: { config: { application: { name: 'Juicy Shop' } } },
      },
    }),
  )
  // On every route, as in the app shell, so the bar stays while a search leads to the search page.
  return renderRoutes([{ path: '*', element: <TopBar onMenuClick={() => undefined} /> }], '/about')
}

describe('TopBar', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('names every control by the text it shows on a wide screen', async () => {
    renderTopBar(false)
    await screen.findByRole('link', { name: 'Juicy Shop' })
    expect(screen.getByRole('button', { name: 'Account' })).toHaveProperty('id', 'navbarAccount')
    expect(screen.getByRole('button', { name: 'Language EN' })).toHaveProperty('id', 'navbarLanguageButton')
    expect(screen.getByRole('textbox', { name: 'Search...' })).toBeTruthy()
  })

  it('shows named icons on a phone, and a search that opens on demand and gives the focus back', async () => {
    const { router } = renderTopBar(true)
    expect(screen.getByRole('button', { name: 'Account' })).toHaveProperty('id', 'navbarAccount')
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Search...' }))
    const field = screen.getByRole('textbox', { name: 'Search...' })
    expect(document.activeElement).toBe(field)
    fireEvent.change(field, { target: { value: 'apple' } })
    fireEvent.submit(field.closest('form')!)

    await waitFor(() => expect(router.state.location.search).toBe('?q=apple'))
    expect(screen.queryByRole('textbox')).toBeNull()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search...' })),
    )
  })

  it('closes the phone search with Escape', () => {
    renderTopBar(true)
    fireEvent.click(screen.getByRole('button', { name: 'Search...' }))
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' })
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('opens the phone search when a tutorial step points at the search field', () => {
    renderTopBar(true)
    expect(document.querySelector('#searchQuery')).toBeNull()
    act(() => void expect(revealAnchor('#searchQuery')).toBe(true))
    expect(screen.getByRole('textbox', { name: 'Search...' }).id).toBe('searchQuery')
  })

  it('has nothing to reveal on a wide screen, where the search field always shows', () => {
    renderTopBar(false)
    expect(document.querySelector('#searchQuery')).not.toBeNull()
    expect(revealAnchor('#searchQuery')).toBe(false)
    expect(revealAnchor('#navbarAccount')).toBe(false)
  })

  it('folds the open phone search away when a tutorial step points at the account button it hides', () => {
    renderTopBar(true)
    // With the search closed, the account button shows and nothing needs revealing.
    expect(document.querySelector('#navbarAccount')).not.toBeNull()
    expect(revealAnchor('#navbarAccount')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Search...' }))
    expect(document.querySelector('#navbarAccount')).toBeNull()
    act(() => void expect(revealAnchor('#navbarAccount')).toBe(true))
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(document.querySelector('#navbarAccount')).not.toBeNull()
  })
})
