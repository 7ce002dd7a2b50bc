import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoutes } from '../test/render'
import { ForbiddenRoute } from '../features/forbidden/forbidden-page'
import { RequireAccess } from './require-access'

const customerToken = 'eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImlkIjoxLCJyb2xlIjoiY3VzdG9tZXIifX0.'

const routes = [
  { path: '/basket', element: <RequireAccess guard="login">basket content</RequireAccess> },
  { path: '/administration', element: <RequireAccess guard="admin">admin content</RequireAccess> },
  { path: '/403', element: <ForbiddenRoute /> },
]

describe('guarded routes', () => {
  beforeEach(() => localStorage.clear())

  it('shows the 403 page in place for a logged-out visitor', () => {
    const { router } = renderRoutes(routes, '/basket')
    expect(screen.getByText('Please log in to view this page.')).toBeTruthy()
    expect(screen.queryByText('basket content')).toBeNull()
    expect(router.state.location.pathname).toBe('/basket')
  })

  it('lets a customer in but keeps the administration closed', () => {
    localStorage.setItem('token', customerToken)
    renderRoutes(routes, '/basket')
    expect(screen.getByText('basket content')).toBeTruthy()
  })

  it('refuses the administration to a customer', () => {
    localStorage.setItem('token', customerToken)
    renderRoutes(routes, '/administration')
    expect(screen.getByText('You are not allowed to view this page!')).toBeTruthy()
  })

  it('translates the error key of the 403 route', () => {
    renderRoutes(routes, '/403?error=UNAUTHORIZED_ACCESS_ERROR')
    expect(screen.getByText('Please log in to view this page.')).toBeTruthy()
  })
})
