import { createWriteStream, appendFileSync, type WriteStream } from 'node:fs'
import { readdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Request, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'

const keptFiles = 2
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (n: number): string => String(n).padStart(2, '0')

/** Local calendar day `YYYY-MM-DD`, the suffix of the day's log file. */
export const logDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** Common Log Format time: `10/Oct/2000:13:55:36 +0000` (UTC, like Apache behind most proxies). */
function clfDate(date: Date): string {
  const day = `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}`
  return `${day}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
}

const header = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value.join(', ') : value) || '-'
/** Quotes and line breaks in client-supplied text must not forge extra log lines or fields. */
const quoted = (value: string): string =>
  unsafeInLogs.test(value) ? `"${value.replace(/[\\"]/g, '\\$&').replace(/[\r\n]/g, ' ')}"` : `"${value}"`
const unsafeInLogs = /[\\"\r\n]/

/** One line of the Apache combined format. */
export function combinedLine(req: Request, res: Response, time: string): string {
  const length = res.getHeader('content-length')
  const request = `${req.method} ${req.originalUrl} HTTP/${req.httpVersion}`
  return [
    req.ip ?? req.socket.remoteAddress ?? '-',
    '-',
    '-',
    `[${time}]`,
    quoted(request),
    String(res.statusCode),
    length === undefined ? '-' : String(length),
    quoted(header(req.headers.referer)),
    quoted(header(req.headers['user-agent'])),
  ].join(' ')
}

/**
 * Writes access logs to `access.log.<YYYY-MM-DD>` in `folder`, switching files at midnight and keeping the last
 * two, with `audit.json` recording the rotation. Writes go through a stream, so requests never wait for disk, and
 * the lines of one turn of the event loop leave in one write (a write per request cost the main thread more than
 * the rest of the log when a workshop's teams were busy).
 */
export class AccessLogWriter {
  private day = ''
  /** The second `time` and `day` were last worked out for: both can only change when the second does. */
  private second = -1
  private time = ''
  private stream: WriteStream | undefined
  private readonly files: { date: number; name: string }[] = []
  /** Rotations run one after the other, so two of them never delete the same file. */
  private rotation: Promise<void> = Promise.resolve()

  constructor(
    private readonly folder: string,
    private readonly logger: Logger,
  ) {
    this.catchUp(new Date())
  }

  /** The Common Log Format time of a moment, formatted once per second (a busy shop logs many lines a second). */
  timeOf(at: Date): string {
    this.catchUp(at)
    return this.time
  }

  write(line: string, at: Date): void {
    this.catchUp(at)
    const stream = this.stream
    if (!stream) return
    if (!stream.writableCorked) {
      stream.cork()
      setImmediate(() => stream.uncork())
    }
    stream.write(`${line}\n`)
  }

  /** Brings the time and the day's file up to the moment `at`, once per second. */
  private catchUp(at: Date): void {
    const second = Math.floor(at.getTime() / 1000)
    if (second === this.second) return
    this.second = second
    this.time = clfDate(at)
    const day = logDay(at)
    if (day !== this.day) this.openDay(day, at)
  }

  private openDay(day: string, at: Date): void {
    this.stream?.end()
    this.day = day
    const name = `access.log.${day}`
    const file = path.join(this.folder, name)
    try {
      appendFileSync(file, '') // once a day: the file exists (and is listed) before the first line arrives
    } catch (error) {
      this.logger.warn({ err: error }, 'access log unavailable')
      this.stream = undefined
      return
    }
    const stream = createWriteStream(file, { flags: 'a' })
    stream.on('error', (error) => this.logger.warn({ err: error }, 'access log write failed'))
    this.stream = stream
    this.files.push({ date: at.getTime(), name })
    this.rotation = this.rotation.then(() => this.rotate())
  }

  private async rotate(): Promise<void> {
    try {
      const current = new Set(this.files.slice(-keptFiles).map((file) => file.name))
      const stale = (await readdir(this.folder)).filter(
        (name) => name.startsWith('access.log.') && !current.has(name),
      )
      const old = stale.sort().slice(0, Math.max(0, stale.length + current.size - keptFiles))
      await Promise.all(old.map((name) => unlink(path.join(this.folder, name))))
      this.files.splice(0, Math.max(0, this.files.length - keptFiles))
      const audit = { keep: { days: false, amount: keptFiles }, files: this.files }
      await writeFile(path.join(this.folder, 'audit.json'), JSON.stringify(audit, null, 2))
    } catch (error) {
      this.logger.warn({ err: error }, 'access log rotation failed')
    }
  }
}

/** The access log: every request that gets this far is logged when answered. */
export function accessLog(folder: string, logger: Logger): RequestHandler {
  const writer = new AccessLogWriter(folder, logger)
  return (req, res, next) => {
    res.on('finish', () => {
      const at = new Date()
      writer.write(combinedLine(req, res, writer.timeOf(at)), at)
    })
    next()
  }
}
