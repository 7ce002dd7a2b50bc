import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../platform/paths.js'
import { startTestShop, type TestShop } from '../test-support/test-shop.js'

let t: TestShop
let token: string
beforeAll(async () => {
  t = await startTestShop()
  token = await t.login('jim@juice-sh.op', 'ncc-1701')
})
afterAll(async () => {
  await t.close()
})

async function erase(layout: string): Promise<Response> {
  token = await t.login('jim@juice-sh.op', 'ncc-1701')
  return t.request('/dataerasure', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `token=${token}` },
    body: new URLSearchParams({ email: 'jim@juice-sh.op', securityAnswer: 'x', layout }).toString(),
  })
}

describe('lfrChallenge', () => {
  it('is not solved by an ordinary erasure request or a refused layout', async () => {
    expect((await erase('')).status).toBe(200)
    const forbidden = await erase('../ftp/legal.md')
    expect(forbidden.status).toBe(500)
    expect(await forbidden.text()).toContain('File access not allowed')
    const missing = await erase('../no-such-file.txt')
    expect(missing.status).toBe(500)
    expect(await missing.text()).toContain('ENOENT: no such file or directory')
    expect((await t.challenge('lfrChallenge')).solved).toBe(false)
  })

  it('is solved by reading ../package.json as the layout: its first 100 characters come back', async () => {
    const response = await erase('../package.json')
    expect(response.status).toBe(200)
    const manifest = readFileSync(paths.packageJson, 'utf8')
    expect(await response.text()).toBe(`${manifest.substring(0, 100)}......`)
    expect((await t.challenge('lfrChallenge')).solved).toBe(true)
  })
})

describe('erasure layouts stay inside the instance tree', () => {
  it.each(['../../../../../../etc/passwd', '/etc/passwd', '../../package.json', '/proc/self/environ'])(
    'reads %s as a missing file',
    async (layout) => {
      const response = await erase(layout)
      expect(response.status).toBe(500)
      expect(await response.text()).toContain('no such file or directory')
    },
  )

  it('does not follow symbolic links out of the tree', async () => {
    mkdirSync(path.join(t.shop.files.root, 'views'), { recursive: true })
    symlinkSync('/etc/hostname', path.join(t.shop.files.root, 'views', 'host.txt'))
    const response = await erase('host.txt')
    expect(response.status).toBe(500)
  })

  it('wraps the result page in a layout from the tree, with escaped fields', async () => {
    writeFileSync(path.join(t.shop.files.root, 'layout.html'), '<p>{{email}}</p>{{{body}}}')
    const response = await erase('../layout.html')
    expect(await response.text()).toMatch(/^<p>jim@juice-sh\.op<\/p><!DOCTYPE html>/)
  })
})
