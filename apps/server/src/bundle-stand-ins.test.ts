import { AssertionError } from 'node:assert'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'

// The stand-ins the server bundle gets for libraries that work at load (scripts/bundle-shims/, chosen in
// scripts/bundle-server.mjs): each must answer the calls the bundled libraries make as the real one does.
const require = createRequire(import.meta.url)
const shims = new URL('../../../scripts/bundle-shims/', import.meta.url).pathname
const load = <T>(name: string): T => {
  delete require.cache[require.resolve(`${shims}${name}`)]
  return require(`${shims}${name}`) as T
}

type Depd = (namespace: string) => (message: string) => void
type Debugger = ((...args: unknown[]) => void) & {
  namespace: string
  enabled: boolean
  extend: (sub: string) => Debugger
}
type CreateDebug = ((namespace: string) => Debugger) & { default: unknown; debug: unknown }

describe("the server bundle's stand-ins", () => {
  const debugBefore = process.env.DEBUG
  afterEach(() => {
    if (debugBefore === undefined) delete process.env.DEBUG
    else process.env.DEBUG = debugBefore
  })

  it('depd reports a deprecated use through the real depd, with its namespace', () => {
    const deprecate = load<Depd>('depd.cjs')('juicy-check')
    const reported: (Error & { namespace?: string })[] = []
    const listener = (error: Error) => reported.push(error)
    process.on('deprecation', listener)
    try {
      deprecate('handlers that are Promise-like are deprecated')
    } finally {
      process.off('deprecation', listener)
    }
    expect(reported).toHaveLength(1)
    expect(reported[0]?.message).toBe('handlers that are Promise-like are deprecated')
    expect(reported[0]?.namespace).toBe('juicy-check')
  })

  it('debug hands out silent loggers without DEBUG, with the names and extend() the libraries use', () => {
    delete process.env.DEBUG
    const createDebug = load<CreateDebug>('debug.cjs')
    const log = createDebug('express:router')
    expect(() => log('%s', 'nothing written')).not.toThrow()
    expect(log.enabled).toBe(false)
    expect(log.extend('route').namespace).toBe('express:router:route')
    expect(createDebug.default).toBe(createDebug)
    expect(createDebug.debug).toBe(createDebug)
  })

  it('debug is the real debug when DEBUG is set at start', () => {
    process.env.DEBUG = 'express:*'
    expect(load('debug.cjs')).toBe(require('debug'))
  })

  it("assert passes a true value and throws Node's AssertionError with the message for a false one", () => {
    const assert = load<(value: unknown, message?: string) => void>('assert.cjs')
    expect(() => assert(true, 'fine')).not.toThrow()
    expect(() => assert(false, 'sonic.fd must be a number')).toThrow(AssertionError)
    expect(() => assert(0, 'sonic.fd must be a number')).toThrow('sonic.fd must be a number')
  })
})
