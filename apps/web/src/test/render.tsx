import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import i18next, { type i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'

const catalogues = import.meta.glob<Record<string, string>>('../../public/assets/i18n/en.json', {
  eager: true,
  import: 'default',
})
const en = Object.values(catalogues)[0] ?? {}

/** A fresh i18n instance with the real English catalogue. */
export function testI18n(): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}

/**
 * Renders routes inside the providers the app uses, starting at `path`. `prepareQueries` may put data in the query
 * cache first (e.g. an already loaded configuration).
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  prepareQueries?: (queryClient: QueryClient) => void,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  prepareQueries?.(queryClient)
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return Object.assign(result, { router })
}

export function renderPage(element: ReactNode, path = '/'): ReturnType<typeof renderRoutes> {
  const elsewhere: RouteObject[] = [
    { path: '/search', element: <div>search page</div> },
    { path: '/2fa/enter', element: <div>two factor page</div> },
    { path: '/login', element: <div>login page</div> },
  ]
  return renderRoutes([{ path, element }, ...elsewhere.filter((route) => route.path !== path)], path)
}

/** A fetch stub answering by `METHOD path` with JSON or text. */
export function fetchStub(answers: Record<string, { status?: number; json?: unknown; text?: string }>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`
    const answer = answers[key]
    if (!answer) return new Response('not stubbed', { status: 500 })
    if (answer.json !== undefined) {
      return new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    return new Response(answer.text ?? '', {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'text/html' },
    })
  }
}
