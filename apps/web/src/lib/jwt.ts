import type { TokenUser } from '@juicy/contracts'

/** Decodes one base64url segment to a UTF-8 string. */
export function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The payload of a JWT, without any signature check (the client only reads it). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The user record of the token's `data` claim, as far as it can be read. */
export function decodeTokenUser(token: string | null | undefined): Partial<TokenUser> | null {
  if (!token) return null
  const data = decodeJwtPayload(token)?.data
  return typeof data === 'object' && data !== null ? (data as Partial<TokenUser>) : null
}
