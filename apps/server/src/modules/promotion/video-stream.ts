import { createReadStream, statSync } from 'node:fs'
import type { Request, Response } from 'express'

/** `bytes=<start>-<end>` within a file of `size` bytes, or undefined for anything else (then the whole file). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '')
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return undefined
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start <= end && start < size ? { start, end } : undefined
}

/** Streams the video, honouring a single byte range (206) as players request it. */
export function sendVideo(req: Request, res: Response, file: string, location: string): void {
  const { size } = statSync(file)
  const range = parseRange(req.headers.range, size)
  res.type('video/mp4')
  if (!range) {
    res.set('Content-Length', String(size))
    createReadStream(file).pipe(res)
    return
  }
  res.status(206).set({
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    'Accept-Ranges': 'bytes',
    'Content-Length': String(range.end - range.start + 1),
    'Content-Location': location,
  })
  createReadStream(file, range).pipe(res)
}
