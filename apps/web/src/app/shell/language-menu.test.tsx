import { useQuery } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, it, vi } from 'vitest'
import { getCookie, setCookie } from '../../lib/cookies'
import { queryKeys } from '../../lib/query-keys'
import { fetchStub, renderPage } from '../../test/render'
import { LanguageMenu } from './language-menu'

// The real switch also loads the client catalogue; here only its cookie matters, as it does to the server.
vi.mock('../../lib/i18n', () => ({
  changeLanguage: vi.fn((code: string) => {
    setCookie('language', code)
    return Promise.resolve()
  }),
}))

const languages = [
  { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb', 'us'], percentage: 100, gauge: 'full' },
  { key: 'de_DE', lang: 'Deutsch', shortKey: 'DE', icons: ['de'], percentage: 90, gauge: 'full' },
]

/** Stands in for server data answered in the cookie's language, e.g. product names. */
function ServerText() {
  const { data } = useQuery({
    queryKey: queryKeys.products.search(''),
    queryFn: () => Promise.resolve(`answered in ${getCookie('language') ?? 'en'}`),
  })
  return <p>{data}</p>
}

describe('LanguageMenu', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('fetches server data anew once the chosen language is in the cookie', async () => {
    vi.stubGlobal('fetch', fetchStub({ 'GET rest/languages': { json: languages } }))
    renderPage(
      <>
        <LanguageMenu />
        <ServerText />
      </>,
    )
    await screen.findByText('answered in en')
    fireEvent.click(screen.getByRole('button', { name: 'Language EN' }))
    fireEvent.click(await screen.findByText('Deutsch'))
    await screen.findByText('answered in de_DE')
  })
})
