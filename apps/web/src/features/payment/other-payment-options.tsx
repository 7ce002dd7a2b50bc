import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { local } from '../../lib/storage'
import { QrCode } from '../../components/qr-code'
import { cryptoDonationLinks, merchandiseLinks } from './payment-facts'

export const PAYMENT_PANEL_EXPANDED_KEY = 'paymentPanelExpanded'

const cryptoButtons = [
  { id: 'bitcoin', label: 'Bitcoin', link: cryptoDonationLinks.bitcoin },
  { id: 'dash', label: 'Dash', link: cryptoDonationLinks.dash },
  { id: 'ether', label: 'Ether', link: cryptoDonationLinks.ether },
] as const

/** Other ways to support the shop: merchandise, donations, and the crypto buttons we no longer show. */
export function OtherPaymentOptions() {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(local.get(PAYMENT_PANEL_EXPANDED_KEY) === 'true')
  const [qrLink, setQrLink] = useState<string | null>(null)
  const toggle = (_event: unknown, open: boolean): void => {
    local.set(PAYMENT_PANEL_EXPANDED_KEY, String(open))
    setExpanded(open)
  }
  const go = (link: string) => () => window.location.assign(link)

  return (
    <Accordion expanded={expanded} onChange={toggle} slots={{ heading: 'h2' }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="other-payment-summary"
        aria-controls="other-payment-panel"
      >
        <Typography>{t('LABEL_OTHER_PAYMENT_OPTIONS')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="other-payment-panel">
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="outlined" onClick={() => setQrLink(merchandiseLinks.leanpub)}>
            {t('BTN_CARD_PAYMENT_PROVIDER')}
          </Button>
          <Typography>{t('LABEL_MERCHANDISE')}</Typography>
          <Link href={merchandiseLinks.spreadshirtCom}>Spreadshirt (US)</Link>
          <Link href={merchandiseLinks.spreadshirtDe}>Spreadshirt (DE)</Link>
          <Link href={merchandiseLinks.stickerYou}>StickerYou</Link>
          {/* The crypto donations were retired; their buttons stay in the page, hidden. */}
          {cryptoButtons.map((button) => (
            <Button
              key={button.id}
              id={`${button.id}-donation`}
              sx={{ display: 'none' }}
              onClick={go(button.link)}
            >
              {button.label}
            </Button>
          ))}
          <Link href={merchandiseLinks.leanpub}>{t('LINK_DONATIONS')}</Link>
        </Stack>
        <Dialog open={qrLink !== null} onClose={() => setQrLink(null)}>
          <DialogTitle>{t('BTN_CARD_PAYMENT_PROVIDER')}</DialogTitle>
          <DialogContent>
            {qrLink && <QrCode text={new URL(qrLink, window.location.href).href} label={qrLink} />}
          </DialogContent>
        </Dialog>
      </AccordionDetails>
    </Accordion>
  )
}
