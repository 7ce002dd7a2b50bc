import path from 'node:path'
import { FairTurns } from '../../platform/workers/fair-turns.js'
import { JobThread } from '../../platform/workers/job-thread.js'
import { absolutePackage, resolveWorkerScript } from '../../platform/workers/worker-script.js'
import type { PlacedOrder } from './checkout.service.js'
import type { OrderConfirmationJob } from './order-confirmation-job.js'

/** The file name of an order's confirmation inside the ftp folder; order ids are hex and a dash only. */
export const confirmationFileName = (orderId: string): string => `order_${orderId}.pdf`

/** Order confirmations as one shop writes them. */
export interface ConfirmationWriter {
  write(ftpFolder: string, shopName: string, order: PlacedOrder): Promise<string>
}

/**
 * Writes order confirmations in a worker thread (order-confirmation-worker.ts): pdfkit takes a
 * tenth of a second to load, which on the main thread stalled every request at the first checkout. pdfkit stays
 * outside the worker's bundle because it reads its font metrics relative to its own folder. Owners (workshop teams)
 * take turns on the thread (platform/workers/fair-turns.ts); a team's confirmations beyond its queue are refused.
 */
export class OrderConfirmations implements ConfirmationWriter {
  private readonly turns = new FairTurns({ concurrency: 1, queuedPerOwner: 8, maxWaitMs: 30_000 })
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

  /** The confirmations of one owner (a workshop team's shop); `''` in single-shop mode. */
  client(owner: string): ConfirmationWriter {
    return { write: (ftpFolder, shopName, order) => this.write(ftpFolder, shopName, order, owner) }
  }

  /** Writes `<ftpFolder>/order_<orderId>.pdf`, where the client opens it at `/ftp/order_<orderId>.pdf`. */
  write(ftpFolder: string, shopName: string, order: PlacedOrder, owner = ''): Promise<string> {
    const { orderId, lines, totals, customerEmail, placedAt } = order
    const file = path.join(ftpFolder, confirmationFileName(orderId))
    const job = { file, shopName, order: { orderId, lines, totals, customerEmail, placedAt } }
    return this.turns.take(owner, () => this.thread.run(job))
  }

  close(): void {
    this.thread.close()
  }
}
