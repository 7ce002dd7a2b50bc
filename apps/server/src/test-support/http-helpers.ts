/** Small helpers shared by the HTTP tests: JSON requests, bearer headers and token payloads. */

export type Json = Record<string, unknown>

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` })

/** A RequestInit that sends `body` as JSON with the right content type. */
export function sendJson(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

export async function readJson<T = Json>(response: Response): Promise<T> {
  return (await response.json()) as T
}

/** The payload of a JWT, decoded without verification. */
export function tokenPayload(token: string): Json {
  const part = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json
}
