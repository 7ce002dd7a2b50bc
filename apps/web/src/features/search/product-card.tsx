import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import CardMedia from '@mui/material/CardMedia'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Product } from '../../lib/api-types'
import { effectivePrice, formatPrice } from '../../lib/price'
import { productImageUrl } from './catalogue-api'
import { stockLabel } from './stock'

interface ProductCardProps {
  product: Product
  /** Units in stock, when known. */
  stock: number | undefined
  role: string | undefined
  onOpen: (product: Product) => void
}

function StockChip({ stock }: { stock: number | undefined }) {
  const { t } = useTranslation()
  const label = stockLabel(stock)
  if (!label) return null
  const soldOut = label.key === 'LABEL_SOLD_OUT'
  return (
    <Chip
      size="small"
      data-testid="stock-label"
      color={soldOut ? 'error' : 'warning'}
      // Dark text on the light shade: white on MUI's orange is below the AA contrast for small text.
      sx={soldOut ? undefined : { bgcolor: 'warning.light', color: 'common.black' }}
      label={soldOut ? t('LABEL_SOLD_OUT') : t('LABEL_ONLY_QUANTITY_LEFT', { quantity: label.quantity })}
    />
  )
}

/**
 * One tile of the search results; a click on its picture or name opens the product's detail dialog. The price and
 * stock sit outside that button, so its visible text (the name) stays part of its spoken name "Show details of …"
 * and speech users can activate it by what they see.
 */
export function ProductCard({ product, stock, role, onOpen }: ProductCardProps) {
  const { t } = useTranslation()
  return (
    <Card data-testid="product-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={() => onOpen(product)}
        aria-label={t('LABEL_OPEN_PRODUCT_DETAILS', { product: product.name })}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardMedia
          component="img"
          height={180}
          image={productImageUrl(product.image)}
          alt={product.name}
          sx={{ objectFit: 'contain', bgcolor: 'common.white' }}
        />
        <CardContent sx={{ flexGrow: 1, pb: 0 }}>
          <Typography variant="subtitle1" component="h2" className="item-name">
            {product.name}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardContent
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, pt: 0.5 }}
      >
        <Typography variant="body2" color="text.secondary" className="item-price">
          {formatPrice(effectivePrice(product, role))}
        </Typography>
        <StockChip stock={stock} />
      </CardContent>
    </Card>
  )
}
