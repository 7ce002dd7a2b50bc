import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { createShopTheme, themeFromBodyClass } from '../../components/theme'
import { JoinPage } from './join-page'
import { WorkshopApiError } from './workshop-api'
import { workshopPageOf } from './workshop-page'

/** Each page is its own chunk, so the join page a whole class opens at once stays small. */
const TrainerConsole = lazy(() => import('./trainer/trainer-console'))
const PublicScoreboard = lazy(() => import('./scoreboard/public-scoreboard'))

/** A refusal (401 without a trainer session, 404 for a deleted team) is an answer, not a hiccup to retry. */
const retryServerHiccups = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof WorkshopApiError && error.status < 500)

function CurrentPage({ path }: { path: string }) {
  switch (workshopPageOf(path)) {
    case 'trainer':
      return <TrainerConsole />
    case 'scoreboard':
      return <PublicScoreboard />
    default:
      return <JoinPage />
  }
}

/**
 * The workshop's own pages (`/workshop/join`, `/workshop/trainer`, `/workshop/scoreboard`), loaded as a separate
 * chunk so that the shop's initial bundle does not grow. The theme comes from the body class the server set from the
 * configuration (the shop's configuration API answers only inside a team).
 */
/** `path`: the page's path below the shop's root. */
export default function WorkshopApp({ path }: { path: string }) {
  const theme = useMemo(() => createShopTheme(themeFromBodyClass(document.body.className)), [])
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: retryServerHiccups } } }),
  )
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <CurrentPage path={path} />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  )
}
