import { SocketEvents } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useSocket } from '../../app/socket-context'
import { PageContainer } from '../../components/page-container'
import type { Product } from '../../lib/api-types'
import { useSession } from '../../lib/session'
import { useWindowWidth } from '../../lib/use-window-width'
import { NO_RESULTS_IMAGE, useSearchResults, useStock } from './catalogue-api'
import { ProductCard } from './product-card'
import { clampPage, columnsForWidth, matchesSearch, pageOf, SEARCH_PAGE_SIZE } from './search-layout'
import { SearchPagination } from './search-pagination'

// Loaded when a product is first opened: the dialog brings the reviews and their editor, which a first visit of
// the catalogue does not show.
const ProductDialog = lazy(() =>
  import('./product-dialog').then((module) => ({ default: module.ProductDialog })),
)

// vuln-code-snippet start localXssChallenge xssBonusChallenge
/** The heading above the results; the search value is shown as the visitor typed it. */
function SearchHeading({ query }: { query: string }) {
  const { t } = useTranslation()
  if (query === '') {
    return (
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_ALL_PRODUCTS')}
      </Typography>
    )
  }
  return (
    <Typography variant="h5" component="h1" gutterBottom data-testid="search-heading">
      {t('LABEL_SEARCH_RESULTS')} -{' '}
      <span
        id="searchValue"
        // vuln-code-snippet hide-line localXssChallenge xssBonusChallenge
        // The term is trusted as markup here, so an iframe in q runs in the page.
        dangerouslySetInnerHTML={{ __html: query }} // vuln-code-snippet vuln-line localXssChallenge xssBonusChallenge
      />
    </Typography>
  )
}
// vuln-code-snippet end localXssChallenge xssBonusChallenge

function NoResults() {
  const { t } = useTranslation()
  return (
    <Card data-testid="no-results" sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <CardContent>
        <Box
          component="img"
          src={NO_RESULTS_IMAGE}
          alt=""
          sx={{ maxWidth: '100%', height: 160, objectFit: 'contain' }}
        />
        <Typography variant="h6" component="p">
          {t('NO_SEARCH_RESULT')}
        </Typography>
        <Typography color="text.secondary">{t('EMPTY_SEARCH_RESULT')}</Typography>
      </CardContent>
    </Card>
  )
}

/** Search results: responsive grid, paging, stock labels and the product detail dialog. */
export default function SearchPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const socket = useSocket()
  const session = useSession()
  const query = (params.get('q') ?? '').trim()
  const results = useSearchResults(query)
  const stock = useStock()
  const columns = columnsForWidth(useWindowWidth())
  const [pageSize, setPageSize] = useState(SEARCH_PAGE_SIZE)
  const [paging, setPaging] = useState({ query, page: 0 })
  const [selected, setSelected] = useState<Product | null>(null)

  useEffect(() => {
    // The server checks the term for the DOM XSS challenges.
    if (socket && query !== '') socket.emit(SocketEvents.verifyLocalXssChallenge, query)
  }, [socket, query])

  const products = useMemo(
    () => (results.data ?? []).filter((product) => matchesSearch(product, query)),
    [results.data, query],
  )
  const page = paging.query === query ? clampPage(paging.page, products.length, pageSize) : 0
  const role = session.user?.role

  return (
    <PageContainer maxWidth={columns >= 6 ? 3200 : 2000}>
      <SearchHeading query={query} />
      {results.isPending && <CircularProgress />}
      {results.isError && <Alert severity="error">{t('ERROR_LOADING_PRODUCTS')}</Alert>}
      {results.isSuccess && products.length === 0 && <NoResults />}
      {products.length > 0 && (
        <>
          <Box
            data-testid="product-grid"
            data-columns={columns}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {pageOf(products, page, pageSize).map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                stock={stock.get(product.id)}
                role={role}
                onOpen={setSelected}
              />
            ))}
          </Box>
          <SearchPagination
            count={products.length}
            page={page}
            pageSize={pageSize}
            onPageChange={(next) => setPaging({ query, page: next })}
            onPageSizeChange={(size) => {
              setPageSize(size)
              setPaging({ query, page: 0 })
            }}
          />
        </>
      )}
      {selected && (
        <Suspense fallback={null}>
          <ProductDialog product={selected} role={role} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </PageContainer>
  )
}
