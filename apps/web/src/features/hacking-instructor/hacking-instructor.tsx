import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { requestedTutorialName } from './start-request'
import { useActiveTutorial } from './tutorial-store'

/** The tutorials and their speech bubble: fetched only once a tutorial is asked for or already running. */
const TutorialHost = lazy(() => import('./tutorial-host'))

/** The hacking instructor, mounted once in the app shell: starts tutorials and shows the running one. */
export function HackingInstructor() {
  const location = useLocation()
  const active = useActiveTutorial()
  if (!active && requestedTutorialName(location.pathname, location.search) === null) return null
  return (
    <Suspense fallback={null}>
      <TutorialHost />
    </Suspense>
  )
}
