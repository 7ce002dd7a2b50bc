import { SocketEvents, type Envelope } from '@juicy/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useSocket } from '../../app/socket-context'
import { PageContainer } from '../../components/page-container'
import { apiRequest } from '../../lib/api-client'
import type { Product } from '../../lib/api-types'
import { useSession } from '../../lib/session'
import { formatPrice } from './price'

/** Minimal product grid; a later issue builds the full search view (paging, detail dialog). */
export default function SearchPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const socket = useSocket()
  const session = useSession()
  const query = (params.get('q') ?? '').trim()
  const products = useQuery({
    queryKey: ['products', 'search', query],
    queryFn: () => apiRequest<Envelope<Product[]>>(`rest/products/search?q=${encodeURIComponent(query)}`),
    select: (answer) => answer.data,
  })

  useEffect(() => {
    if (socket && query !== '') socket.emit(SocketEvents.verifyLocalXssChallenge, query)
  }, [socket, query])

  const deluxe = session.user?.role === 'deluxe'
  return (
    <PageContainer maxWidth={1600}>
      <Typography variant="h5" component="h1" gutterBottom>
        {query === '' ? t('TITLE_ALL_PRODUCTS') : t('TITLE_SEARCH_RESULTS', { query })}
      </Typography>
      {products.isPending && <CircularProgress />}
      {products.isError && <Alert severity="error">{t('ERROR_LOADING_PRODUCTS')}</Alert>}
      {products.isSuccess && products.data.length === 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6">{t('NO_SEARCH_RESULT')}</Typography>
            <Typography>{t('EMPTY_SEARCH_RESULT')}</Typography>
          </CardContent>
        </Card>
      )}
      <Box
        data-testid="product-grid"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        {(products.data ?? []).map((product) => (
          <Card key={product.id} data-testid="product-card">
            {product.image && (
              <CardMedia
                component="img"
                height={180}
                image={`assets/public/images/products/${product.image}`}
                alt={product.name}
                sx={{ objectFit: 'contain', bgcolor: 'common.white' }}
              />
            )}
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                {product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" className="item-price">
                {formatPrice(
                  deluxe && product.deluxePrice !== undefined ? product.deluxePrice : product.price,
                )}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </PageContainer>
  )
}
