import path from 'node:path'
import { JobThread } from '../../platform/workers/job-thread.js'
import { absolutePackage, resolveWorkerScript } from '../../platform/workers/worker-script.js'
import type { PlacedOrder } from './checkout.service.js'
import type { OrderConfirmationJob } from './order-confirmation-job.js'

/** The file name of an order's confirmation inside the ftp folder; order ids are hex and a dash only. */
export const confirmationFileName = (orderId: string): string => `order_${orderId}.pdf`

/**
 * Writes order confirmations in a worker thread (order-confirmation-worker.ts): pdfkit takes a
 * tenth of a second to load, which on the main thread stalled every request at the first checkout. pdfkit stays
 * outside the worker's bundle because it reads its font metrics relative to its own folder.
 */
export class OrderConfirmations {
  private readonly thread = new JobThread<OrderConfirmationJob, string>({
    script: () =>
      resolveWorkerScript({
        name: 'order-confirmation-worker',
        nextTo: import.meta.url,
        build: { plugins: [absolutePackage('pdfkit')] },
      }),
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
    timeoutMs: 20_000,
    idleMs: 60_000,
  })

  /** Writes `<ftpFolder>/order_<orderId>.pdf`, where the client opens it at `/ftp/order_<orderId>.pdf`. */
  write(ftpFolder: string, shopName: string, order: PlacedOrder): Promise<string> {
    const { orderId, lines, totals, customerEmail, placedAt } = order
    const file = path.join(ftpFolder, confirmationFileName(orderId))
    return this.thread.run({ file, shopName, order: { orderId, lines, totals, customerEmail, placedAt } })
  }

  close(): void {
    this.thread.close()
  }
}
