import { createWriteStream } from 'node:fs'
import { finished } from 'node:stream/promises'
import PDFDocument from 'pdfkit'
import type { OrderConfirmationJob } from './order-confirmation-job.js'

type PdfDocument = InstanceType<typeof PDFDocument>

/** The standard PDF fonts know Latin-1 only; other characters (emoji in a product name) become `?`. */
const latin1 = (text: string): string => text.replace(/[^\u0020-\u00ff]/g, '?')

const money = (amount: number): string => `${amount.toFixed(2)}\u00a4`

function writeLines(doc: PdfDocument, order: OrderConfirmationJob['order']): void {
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
 * Writes the order confirmation PDF to `job.file`. Runs in the order-confirmation worker
 * (order-confirmation-worker.ts): loading pdfkit takes a tenth of a second, which must not stall the server.
 */
export async function renderOrderConfirmation({
  file,
  shopName,
  order,
}: OrderConfirmationJob): Promise<string> {
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
