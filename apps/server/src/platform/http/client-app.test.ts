import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticFiles } from './client-app.js'

let base = ''
let close: () => void = () => undefined

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'juicy-client-'))
  mkdirSync(path.join(webDist, 'chunks'))
  writeFileSync(path.join(webDist, 'main.js'), 'console.log("entry")')
  writeFileSync(path.join(webDist, 'chunks', 'search-page-rYVdVkt5.js'), 'console.log("chunk")')
  writeFileSync(path.join(webDist, 'chunks', 'AccountBalanceWallet-D-pz60Y1.js'), 'console.log("icon")')
  const empty = mkdtempSync(path.join(os.tmpdir(), 'juicy-empty-'))
  const app = express().use(
    staticFiles({ instanceRoot: empty, instanceVideos: empty, staticDir: empty, webDist, webPublic: empty }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

describe('the client build', () => {
  it('lets browsers keep hashed chunks for a year', async () => {
    for (const chunk of ['search-page-rYVdVkt5.js', 'AccountBalanceWallet-D-pz60Y1.js']) {
      const response = await fetch(`${base}/chunks/${chunk}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
  })

  it('has the entry revalidated: main.js keeps its name, so its content may change', async () => {
    const response = await fetch(`${base}/main.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0')
    expect(response.headers.get('etag')).toBeTruthy()
  })
})
