import { request } from 'node:http'
import type { TestShop } from './test-shop.js'

export interface RawAnswer {
  status: number
  headers: Record<string, unknown>
  body: Buffer
}

/** A request without automatic decompression (fetch would undo the encoding), with the headers a test wants. */
export function rawRequest(
  shop: TestShop,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${shop.url}${path}`,
      { method, headers: { ...shop.extraHeaders, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}
