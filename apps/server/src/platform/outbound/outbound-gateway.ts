import { request as httpRequest, type IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/** Where the shop itself listens; the one destination fetched without further configuration. */
export interface OwnOrigin {
  /** The port the request being served arrived on (`req.socket.localPort`). */
  port: number
  /** Sent only to the shop's own origin (a workshop team's cookie, so the request reaches the same team). */
  headers?: Readonly<Record<string, string>>
}

export interface OutboundOptions {
  /** Extra origins (`http://host:port`) an operator allowed explicitly; none by default. */
  allowedOrigins?: readonly string[]
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

export type OutboundResult =
  { ok: true; status: number; body: Buffer; contentType: string } | { ok: false; reason: string }

interface Destination {
  url: URL
  /** The vetted address the connection goes to (never looked up again, so DNS cannot change it in between). */
  address: string
  /** Whether this is the shop's own origin (not an origin an operator allowed). */
  own: boolean
}

const DEFAULTS = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 }

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback; the URL parser has already normalised `2130706433`, `0x7f000001`, `127.1` … */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.toLowerCase().replace(/^\[|\]$/g, '')
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true
  const mapped = plain.startsWith('::ffff:') ? plain.slice('::ffff:'.length) : plain
  // The URL parser writes IPv4-mapped addresses in hex (`::ffff:7f00:1`): its first group is 0x7fxx for 127/8.
  if (/^7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(mapped)) return true
  return isIP(mapped) === 4 && mapped.startsWith('127.')
}

const effectivePort = (url: URL): number => (url.port === '' ? 80 : Number(url.port))

/**
 * Decides whether one URL may be fetched and pins the address to connect to. Only plain http is spoken; the host
 * is resolved (all addresses) and every address must be loopback with the shop's own port, or the origin must be
 * listed in `allowedOrigins`. Link-local, private and public destinations, and loopback on other ports, are refused.
 */
export async function vetDestination(
  url: URL,
  own: OwnOrigin,
  allowedOrigins: readonly string[] = [],
): Promise<Destination | string> {
  if (url.protocol !== 'http:') return `scheme ${url.protocol} is not allowed`
  if (url.username !== '' || url.password !== '') return 'credentials in URLs are not allowed'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  // node:dns/promises is loaded on the first outbound request, not at every start.
  const { lookup } = await import('node:dns/promises')
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address)
  } catch {
    return `host ${host} cannot be resolved`
  }
  const [first] = addresses
  if (first === undefined) return `host ${host} cannot be resolved`
  if (allowedOrigins.includes(url.origin)) return { url, address: first, own: false }
  const ownPort = effectivePort(url) === own.port
  if (!ownPort || !addresses.every(isLoopbackAddress)) return `destination ${url.host} is not allowed`
  return { url, address: first, own: true }
}

function get(
  destination: Destination,
  timeoutMs: number,
  ownHeaders: Readonly<Record<string, string>>,
): Promise<IncomingMessage | string> {
  const { url, address, own } = destination
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: address,
        port: effectivePort(url),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { ...(own ? ownHeaders : {}), Host: url.host, 'User-Agent': 'juicy-shop-outbound' },
        timeout: timeoutMs,
      },
      resolve,
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) => resolve(error.message))
    req.end()
  })
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer | string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    response.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        response.destroy()
        resolve('response too large')
      } else chunks.push(chunk)
    })
    response.on('end', () => resolve(Buffer.concat(chunks)))
    response.on('error', (error) => resolve(error.message))
  })
}

/**
 * The shop's only way to fetch a URL on a player's behalf (unmarked code stays safe, here against SSRF): every hop,
 * redirects included, is vetted by `vetDestination` after DNS resolution, and the connection goes to the vetted
 * address. Never throws; failures come back as `{ ok: false, reason }`.
 */
export async function fetchOutbound(
  target: string,
  own: OwnOrigin,
  options: OutboundOptions = {},
): Promise<OutboundResult> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...options }
  let url = URL.parse(target)
  if (url === null) return { ok: false, reason: 'invalid URL' }
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const destination = await vetDestination(url, own, options.allowedOrigins)
    if (typeof destination === 'string') return { ok: false, reason: destination }
    const response = await get(destination, timeoutMs, own.headers ?? {})
    if (typeof response === 'string') return { ok: false, reason: response }
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (status >= 300 && status < 400 && location !== undefined) {
      response.resume()
      const next = URL.parse(location, url)
      if (next === null) return { ok: false, reason: 'invalid redirect' }
      url = next
      continue
    }
    const body = await readBody(response, maxBytes)
    if (typeof body === 'string') return { ok: false, reason: body }
    return { ok: true, status, body, contentType: response.headers['content-type'] ?? '' }
  }
  return { ok: false, reason: 'too many redirects' }
}
