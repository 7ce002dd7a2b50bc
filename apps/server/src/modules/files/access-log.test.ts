import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { AccessLogWriter, logDay } from './access-log.js'

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
