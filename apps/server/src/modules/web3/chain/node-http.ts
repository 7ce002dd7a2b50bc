import { Agent, request } from 'node:http'

/**
 * POSTs JSON to the local node and parses the answer, with node:http rather than fetch: the shop's first `fetch`
 * loads undici, which alone adds about 20 MB to the process (measured by the benchmark's Web3 figures).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 16 })

export function postJson(url: string, payload: unknown, timeoutMs = 30_000): Promise<unknown> {
  const body = JSON.stringify(payload)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        timeout: timeoutMs,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          } catch (error) {
            reject(error as Error)
          }
        })
        incoming.on('error', reject)
      },
    )
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`no answer from the chain within ${timeoutMs} ms`)),
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
