import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { Outlet } from 'react-router'
import { renderRoutes } from '../test/render'
import { isChunkLoadError, PageErrorBoundary, RootErrorBoundary } from './error-boundary'

const failure = new Error('the page broke')

function Broken(): never {
  throw failure
}

/** The shell's arrangement: the boundary around the routed page. */
const routes = [
  {
    path: '/',
    element: (
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    ),
    children: [
      { path: 'broken', element: <Broken /> },
      { path: 'contact', element: <div>contact page</div> },
      { path: 'search', element: <div>search page</div> },
    ],
  },
]

describe('PageErrorBoundary', () => {
  let consoleError: MockInstance<typeof console.error>
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => consoleError.mockRestore())

  it('shows the translated message with its two actions in place of a page that throws', () => {
    renderRoutes(routes, '/broken')
    const alert = screen.getByRole('alert')
    const heading = screen.getByRole('heading', { name: 'Sorry, this page could not be displayed.' })
    expect(alert.contains(heading)).toBe(true)
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/search')
  })

  it('has the error logged once (the boundary reports what it caught)', () => {
    renderRoutes(routes, '/broken')
    const logged = consoleError.mock.calls.filter((call) => call.includes(failure))
    expect(logged).toHaveLength(1)
  })

  it('recovers when the location changes', async () => {
    const { router } = renderRoutes(routes, '/broken')
    screen.getByRole('alert')
    await act(() => router.navigate('/contact'))
    expect(screen.getByText('contact page')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('leads to the search page through its link', () => {
    const { router } = renderRoutes(routes, '/broken')
    fireEvent.click(screen.getByRole('link', { name: 'Back to homepage' }))
    expect(router.state.location.pathname).toBe('/search')
    expect(screen.getByText('search page')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('renders the page again when asked to try again', () => {
    let fail = true
    function FlakyPage() {
      if (fail) throw failure
      return <div>flaky page</div>
    }
    renderRoutes([{ ...routes[0]!, children: [{ path: 'flaky', element: <FlakyPage /> }] }], '/flaky')
    screen.getByRole('alert')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('flaky page')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the message again when trying again fails again', () => {
    renderRoutes(routes, '/broken')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('alert')).toBeTruthy()
  })
})

describe('RootErrorBoundary', () => {
  it('speaks English when no translations are loaded', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Sorry, this page could not be displayed.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    // A fresh load of the shop, not a route: the router itself may be what failed.
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('./')
    consoleError.mockRestore()
  })
})

describe('isChunkLoadError', () => {
  it('recognises a lazy page whose code could not be fetched, as each browser words it', () => {
    const chunk = 'https://shop.example/chunks/about-page-B1.js'
    expect(isChunkLoadError(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError(`error loading dynamically imported module: ${chunk}`))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
  })

  it('leaves other errors to a plain re-render', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})
