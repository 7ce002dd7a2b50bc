import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { ErrorRequestHandler } from 'express'
import type { Shop } from '../../shop/shop.js'
import { escapeHtml } from './html.js'
import { requestFacts } from './request-facts.js'

const expressVersion = (() => {
  const require = createRequire(import.meta.url)
  const manifest = JSON.parse(readFileSync(require.resolve('express/package.json'), 'utf8')) as {
    version: string
  }
  return `^${manifest.version}`
})()

interface ErrorLike {
  name?: string
  message?: string
  stack?: string
  status?: number
  statusCode?: number
}

const firstLine = (error: ErrorLike): string =>
  (error.stack ?? `${error.name ?? 'Error'}: ${error.message ?? ''}`).split('\n')[0] ?? 'Error'

function statusOf(error: ErrorLike, current: number): number {
  const own = error.status ?? error.statusCode
  if (typeof own === 'number' && own >= 400 && own < 600) return own
  return current >= 400 ? current : 500
}

// vuln-code-snippet start errorHandlingChallenge
function htmlPage(appName: string, status: number, error: ErrorLike): string {
  const title = escapeHtml(firstLine(error))
  const trace = (error.stack ?? '') // vuln-code-snippet neutral-line errorHandlingChallenge
    .split('\n')
    .slice(1)
    .map((line) => `<li>${escapeHtml(line.trim())}</li>`)
    .join('')
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:Roboto,Arial,sans-serif;margin:2em;color:#263238}h1{color:#546e7a}ul{font-family:monospace;font-size:.9em}</style>
</head><body><div id="wrapper"><h1>${escapeHtml(appName)} (Express ${expressVersion})</h1>
<h2><em>${status}</em> ${title}</h2><ul id="stacktrace">${trace}</ul></div></body></html>`
}

// vuln-code-snippet hide-start errorHandlingChallenge
/**
 * The final error handler. It deliberately shows framework version, error type and stack
 * trace like a development error page; the Error Handling challenge rewards noticing.
 */
// vuln-code-snippet hide-end errorHandlingChallenge
export function errorPage(shop: Shop): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const error: ErrorLike = err instanceof Error ? err : { name: 'Error', message: String(err) }
    const statusBefore = res.statusCode
    shop.events.publish('http.errored', {
      request: requestFacts(req),
      error: { name: error.name ?? 'Error', message: error.message ?? '' },
      statusBefore,
    })
    if (res.headersSent) {
      res.end()
      return
    }
    const status = statusOf(error, statusBefore)
    res.status(status)
    res.format({
      // vuln-code-snippet vuln-line errorHandlingChallenge
      html: () => res.send(htmlPage(shop.config.application.name, status, error)),
      json: () => res.json({ error: { ...error, message: error.message, stack: error.stack } }), // vuln-code-snippet vuln-line errorHandlingChallenge
      text: () => res.type('text/plain').send(error.stack ?? firstLine(error)), // vuln-code-snippet vuln-line errorHandlingChallenge
      default: () => res.send(htmlPage(shop.config.application.name, status, error)), // vuln-code-snippet neutral-line errorHandlingChallenge
    })
  }
}
// vuln-code-snippet end errorHandlingChallenge
