import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchOutbound, isLoopbackAddress, vetDestination } from './outbound-gateway.js'

let own: Server
let other: Server
let ownPort: number
let otherPort: number
const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  other = createServer((_req, res) => res.end('secret of another service'))
  otherPort = await listen(other)
  own = createServer((req, res) => {
    if (req.url === '/hop') res.writeHead(302, { Location: `http://127.0.0.1:${otherPort}/` }).end()
    else if (req.url === '/local-hop') res.writeHead(302, { Location: '/image' }).end()
    else res.end('own answer')
  })
  ownPort = await listen(own)
})
afterAll(() => {
  own.close()
  other.close()
})

describe('fetchOutbound', () => {
  it("fetches the shop's own origin, following redirects that stay there", async () => {
    const result = await fetchOutbound(`http://127.0.0.1:${ownPort}/local-hop`, { port: ownPort })
    expect(result).toMatchObject({ ok: true, status: 200 })
    if (result.ok) expect(result.body.toString()).toBe('own answer')
  })

  it.each([
    'localhost',
    '127.0.0.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '[::1]',
    '[::ffff:127.0.0.1]',
  ])('refuses loopback spelled %s on another port', async (host) => {
    const result = await fetchOutbound(`http://${host}:${otherPort}/`, { port: ownPort })
    expect(result.ok).toBe(false)
  })

  it('refuses a redirect from its own origin to another port', async () => {
    const result = await fetchOutbound(`http://127.0.0.1:${ownPort}/hop`, { port: ownPort })
    expect(result).toEqual({ ok: false, reason: `destination 127.0.0.1:${otherPort} is not allowed` })
  })

  it('refuses link-local metadata, other schemes, credentials and the outside world', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      `http://[fe80::1]:${ownPort}/`,
      `https://127.0.0.1:${ownPort}/`,
      `file:///etc/passwd`,
      `http://user:pw@127.0.0.1:${ownPort}/`,
      'http://example.com/',
    ]) {
      expect((await fetchOutbound(url, { port: ownPort })).ok).toBe(false)
    }
  })

  it('fetches other origins only when configuration lists them', async () => {
    const url = `http://127.0.0.1:${otherPort}/`
    const result = await fetchOutbound(
      url,
      { port: ownPort },
      { allowedOrigins: [`http://127.0.0.1:${otherPort}`] },
    )
    expect(result.ok).toBe(true)
  })
})

describe('vetDestination', () => {
  it('pins the resolved address of an allowed host', async () => {
    const destination = await vetDestination(new URL(`http://localhost:${ownPort}/`), { port: ownPort })
    expect(typeof destination === 'string' ? destination : isLoopbackAddress(destination.address)).toBe(true)
  })

  it('knows loopback in all its normalised forms', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(isLoopbackAddress(address)).toBe(true)
    }
    for (const address of ['10.0.0.1', '169.254.169.254', 'fe80::1', '::ffff:a00:1', '0.0.0.0']) {
      expect(isLoopbackAddress(address)).toBe(false)
    }
  })
})
