import { describe, expect, it } from 'vitest'
import { decodeJwtPayload, decodeTokenUser } from './jwt'

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fakeToken(payload: unknown): string {
  return `${base64Url({ typ: 'JWT', alg: 'RS256' })}.${base64Url(payload)}.signature`
}

describe('token decoding', () => {
  it('reads the user of the data claim, including non-ASCII text', () => {
    const token = fakeToken({ data: { id: 1, email: 'jürgen@juice-sh.op', role: 'admin' }, bid: 1 })
    expect(decodeTokenUser(token)).toEqual({ id: 1, email: 'jürgen@juice-sh.op', role: 'admin' })
    expect(decodeJwtPayload(token)?.bid).toBe(1)
  })

  it('tolerates garbage', () => {
    expect(decodeTokenUser('not-a-token')).toBeNull()
    expect(decodeTokenUser('a.b.c')).toBeNull()
    expect(decodeTokenUser(null)).toBeNull()
    expect(decodeTokenUser(fakeToken({ status: 'success' }))).toBeNull()
  })
})
