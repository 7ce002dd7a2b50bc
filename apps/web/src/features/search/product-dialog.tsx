import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnackbar } from '../../app/snackbar'
import { messageOf } from '../../lib/api-client'
import type { Product } from '../../lib/api-types'
import { effectivePrice, formatPrice } from '../../lib/price'
import { queryKeys } from '../../lib/query-keys'
import { getBasketId, useSession } from '../../lib/session'
import { addToBasket } from '../basket'
import { productImageUrl } from './catalogue-api'
import { dialogPaperProps } from './dialog-width'
import { ReviewsSection } from './reviews-section'

function AddToBasketButton({ product }: { product: Product }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const bid = getBasketId()

  const add = async (): Promise<void> => {
    if (bid === null) return
    setBusy(true)
    try {
      const confirmation = await addToBasket(product.id, bid)
      showSnackbar({ text: t(confirmation, { product: product.name }), severity: 'success' })
    } catch (error) {
      showSnackbar({ text: messageOf(error), severity: 'error' })
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: queryKeys.basket.all })
    }
  }

  return (
    <Button
      variant="contained"
      color="primary"
      startIcon={<AddShoppingCartIcon />}
      disabled={busy || bid === null}
      onClick={() => void add()}
      data-testid="add-to-basket"
    >
      {t('BTN_ADD_TO_BASKET')}
    </Button>
  )
}

interface ProductDialogProps {
  product: Product
  role: string | undefined
  onClose: () => void
}

/** A product's picture, description, price, basket button (when logged in) and reviews. */
export function ProductDialog({ product, role, onClose }: ProductDialogProps) {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={dialogPaperProps}
      aria-labelledby="product-title"
    >
      <DialogContent data-testid="product-dialog">
        <Box
          component="img"
          src={productImageUrl(product.image)}
          alt={product.name}
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: 260,
            objectFit: 'contain',
            bgcolor: 'common.white',
          }}
        />
        {/* vuln-code-snippet start restfulXssChallenge */}
        <Typography id="product-title" variant="h6" component="h2" sx={{ mt: 2 }}>
          {product.name}
        </Typography>
        <Typography
          component="div"
          variant="body2"
          data-testid="product-description"
          // vuln-code-snippet hide-line restfulXssChallenge
          // Descriptions are shop content with markup (links); stored via the product API they run as given.
          dangerouslySetInnerHTML={{ __html: product.description ?? '' }} // vuln-code-snippet neutral-line restfulXssChallenge
        />
        {/* vuln-code-snippet end restfulXssChallenge */}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', my: 2 }}>
          <Typography variant="h6" component="p" className="item-price">
            {formatPrice(effectivePrice(product, role))}
          </Typography>
          {session.isLoggedIn && <AddToBasketButton product={product} />}
        </Box>
        <Divider />
        <ReviewsSection productId={product.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('BTN_CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  )
}
