import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { configQueryKey, type ApplicationConfig } from '../../lib/application-config'
import { testI18n } from '../../test/render'
import { HackingInstructor } from './hacking-instructor'
import HackingInstructorRoute from './hacking-instructor-route'

/** Minimal pages carrying the ids the tutorials watch. */
const pages = [
  { path: 'search', element: <input id="searchQuery" aria-label="search" /> },
  {
    path: 'login',
    element: (
      <form>
        <input id="email" aria-label="email" />
        <input id="password" aria-label="password" />
      </form>
    ),
  },
  { path: 'contact', element: <input id="userId" hidden defaultValue="1" aria-label="user id" /> },
  { path: 'score-board', element: <h1>score board</h1> },
  { path: 'hacking-instructor', element: <HackingInstructorRoute /> },
]

function Shell() {
  return (
    <>
      <Outlet />
      <HackingInstructor />
    </>
  )
}

/** Renders the instructor in a shell-like layout with the given configuration already loaded. */
export function renderInstructor(path: string, config: ApplicationConfig = { application: {} }) {
  const router = createMemoryRouter([{ path: '/', element: <Shell />, children: pages }], {
    initialEntries: [path],
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(configQueryKey, config)
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return Object.assign(result, { router })
}
