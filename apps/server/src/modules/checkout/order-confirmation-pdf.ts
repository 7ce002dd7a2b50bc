import { createWriteStream } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import type { PlacedOrder } from './checkout.service.js'

type PdfDocumentClass = typeof import('pdfkit')
type PdfDocument = InstanceType<PdfDocumentClass>

const require = createRequire(import.meta.url)

/** pdfkit is large and needed only at the first checkout, so it loads then (keeps the cold start short). */
const loadPdfKit = (): PdfDocumentClass => require('pdfkit') as PdfDocumentClass

/** The standard PDF fonts know Latin-1 only; other characters (emoji in a product name) become `?`. */
const latin1 = (text: string): string => text.replace(/[^\u0020-\u00ff]/g, '?')

const money = (amount: number): string => `${amount.toFixed(2)}\u00a4`

/** The file name of an order's confirmation inside the ftp folder; order ids are hex and a dash only. */
export const confirmationFileName = (orderId: string): string => `order_${orderId}.pdf`

function writeLines(doc: PdfDocument, order: PlacedOrder): void {
  for (const line of order.lines) {
    doc.text(latin1(`${line.quantity}x ${line.name}  ea. ${money(line.price)}  = ${money(line.total)}`))
  }
  const { totals } = order
  doc.moveDown()
  doc.text(`Items: ${money(totals.itemTotal)}`)
  doc.text(`Delivery: ${money(totals.deliveryPrice)}`)
  doc.text(`Promotion: -${money(totals.discount)}`)
  doc
    .font('Helvetica-Bold')
    .text(`Total Price: ${money(totals.totalPrice)}`)
    .font('Helvetica')
  doc.moveDown()
  doc.text(`Bonus Points Earned: ${totals.bonus}`)
  doc.text(
    '(The bonus points from this order will be added 1:1 to your wallet balance for future purchases.)',
  )
}

/**
 * Writes the order confirmation (spec/data.md §5.6) to `<ftp folder>/order_<orderId>.pdf`, where the client opens
 * it at `/ftp/order_<orderId>.pdf`. Answers the file path.
 */
export async function writeOrderConfirmation(
  ftpFolder: string,
  shopName: string,
  order: PlacedOrder,
): Promise<string> {
  const PDFDocument = loadPdfKit()
  const file = path.join(ftpFolder, confirmationFileName(order.orderId))
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Order Confirmation ${order.orderId}` },
  })
  const output = createWriteStream(file)
  doc.pipe(output)
  doc.font('Helvetica-Bold').fontSize(20).text(latin1(shopName), { align: 'center' })
  doc.fontSize(16).text('Order Confirmation', { align: 'center' }).moveDown()
  doc.font('Helvetica').fontSize(11)
  doc.text(latin1(`Customer: ${order.customerEmail || 'anonymous'}`))
  doc.text(`Order #: ${order.orderId}`)
  doc.text(`Date: ${order.placedAt.toISOString().slice(0, 10)}`).moveDown()
  writeLines(doc, order)
  doc.moveDown().text('Thank you for your order!')
  doc.end()
  await finished(output)
  return file
}
