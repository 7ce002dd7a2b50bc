import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import type { Request, Response } from 'express'
import { AccessLogWriter, combinedLine, logDay } from './access-log.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('AccessLogWriter', () => {
  it("creates today's file at start and rotates daily, keeping two files and an audit", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'access-log-'))
    folders.push(folder)
    writeFileSync(path.join(folder, 'access.log.2000-01-01'), 'ancient\n')
    const day1 = new Date(2030, 0, 1, 12)
    const day2 = new Date(2030, 0, 2, 12)
    const writer = new AccessLogWriter(folder, pino({ level: 'silent' }))
    expect(readdirSync(folder)).toContain(`access.log.${logDay(new Date())}`)
    writer.write('first', day1)
    writer.write('second', day2)
    await settle()
    const logs = readdirSync(folder).filter((name) => name.startsWith('access.log.'))
    expect(logs.sort()).toEqual(['access.log.2030-01-01', 'access.log.2030-01-02'])
    expect(readFileSync(path.join(folder, 'access.log.2030-01-02'), 'utf8')).toBe('second\n')
    const audit = JSON.parse(readFileSync(path.join(folder, 'audit.json'), 'utf8')) as { files: unknown[] }
    expect(audit.files).toHaveLength(2)
  })
})

describe('combinedLine', () => {
  const res = { statusCode: 200, getHeader: () => '12' } as unknown as Response
  const request = (headers: Record<string, string>) =>
    ({
      method: 'GET',
      originalUrl: '/rest/x',
      httpVersion: '1.1',
      ip: '10.0.0.1',
      headers,
    }) as unknown as Request

  it('writes the Apache combined format, quoting the client texts as they are', () => {
    const line = combinedLine(request({ 'user-agent': 'curl/8.0' }), res, '26/Nov/2026:05:00:00 +0000')
    expect(line).toBe(
      '10.0.0.1 - - [26/Nov/2026:05:00:00 +0000] "GET /rest/x HTTP/1.1" 200 12 "-" "curl/8.0"',
    )
  })

  it('escapes quotes and backslashes and flattens line breaks, so a client cannot forge fields or lines', () => {
    const line = combinedLine(request({ 'user-agent': 'a"b\\c\r\nd', referer: 'x"' }), res, 'T')
    expect(line).toBe('10.0.0.1 - - [T] "GET /rest/x HTTP/1.1" 200 12 "x\\"" "a\\"b\\\\c  d"')
  })
})

describe('AccessLogWriter.timeOf', () => {
  it('formats a moment in Common Log Format, once per second', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'access-log-'))
    folders.push(folder)
    const writer = new AccessLogWriter(folder, pino({ level: 'silent' }))
    const first = writer.timeOf(new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 100)))
    expect(first).toBe('02/Jan/2030:03:04:05 +0000')
    expect(writer.timeOf(new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 900)))).toBe(first)
    expect(writer.timeOf(new Date(Date.UTC(2030, 0, 2, 3, 4, 6, 0)))).toBe('02/Jan/2030:03:04:06 +0000')
  })
})
