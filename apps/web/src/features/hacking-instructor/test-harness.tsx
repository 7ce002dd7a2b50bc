import { Outlet } from 'react-router'
import type { ApplicationConfig } from '../../lib/application-config'
import { queryKeys } from '../../lib/query-keys'
import { renderRoutes } from '../../test/render'
import HackingInstructorRoute from './hacking-instructor-route'
import TutorialHost from './tutorial-host'

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
      <TutorialHost />
    </>
  )
}

/** Renders the instructor in a shell-like layout with the given configuration already loaded. */
export function renderInstructor(path: string, config: ApplicationConfig = { application: {} }) {
  return renderRoutes([{ path: '/', element: <Shell />, children: pages }], path, (queryClient) =>
    queryClient.setQueryData(queryKeys.applicationConfig, config),
  )
}
