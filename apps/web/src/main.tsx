import { lazy, Suspense, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import './styles.css'
import { App } from './app/app'
import { initI18n } from './lib/i18n'

/** Workshop mode's pages (`/workshop/...`) are their own chunk: the shop's bundle stays as it is. */
const WorkshopApp = lazy(() => import('./features/workshop/workshop-app'))

/** The page's path below the shop's root (`<base href>`), e.g. `/workshop/trainer` also under a path prefix. */
const pathFromRoot = window.location.pathname.slice(new URL(document.baseURI).pathname.length - 1)
const isWorkshopPage = /^\/workshop\//.test(pathFromRoot)

const container = document.getElementById('root')
if (container) {
  const Root: ComponentType = isWorkshopPage
    ? () => (
        <Suspense fallback={null}>
          <WorkshopApp path={pathFromRoot} />
        </Suspense>
      )
    : App
  // Render after the first translation file arrived so no raw keys flash up.
  initI18n()
    .catch((error: unknown) => console.error('Could not load translations', error))
    .finally(() => createRoot(container).render(<Root />))
}
