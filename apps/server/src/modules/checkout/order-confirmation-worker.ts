/** Worker thread that renders order confirmations (order-confirmation-render.ts), one job at a time. */
import { serveJobs } from '../../platform/workers/job-protocol.js'
import { renderOrderConfirmation } from './order-confirmation-render.js'

serveJobs(renderOrderConfirmation)
