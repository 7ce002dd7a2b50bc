import type { Request, RequestHandler } from 'express'

export interface RateLimitOptions {
  windowMs: number
  max: number
  /** Which bucket a request counts against. */
  keyOf: (req: Request) => string
  /** Most buckets kept at once; beyond that the oldest are forgotten, so spoofed keys cannot exhaust memory. */
  maxKeys?: number
  now?: () => number
}

interface Bucket {
  count: number
  resetAt: number
}

export interface RateLimitVerdict {
  limit: number
  remaining: number
  resetAt: number
  limited: boolean
}

/** Fixed-window request counter per key. One instance per route and shop, so no state is shared between shops. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly maxKeys: number
  private readonly now: () => number

  constructor(private readonly options: Omit<RateLimitOptions, 'keyOf'>) {
    this.maxKeys = options.maxKeys ?? 10_000
    this.now = options.now ?? Date.now
  }

  /** Counts one request for `key` and says whether it is over the limit. */
  hit(key: string): RateLimitVerdict {
    const now = this.now()
    let bucket = this.buckets.get(key)
    if (!bucket || bucket.resetAt <= now) {
      this.buckets.delete(key)
      bucket = { count: 0, resetAt: now + this.options.windowMs }
      this.buckets.set(key, bucket)
      this.forgetSurplus(now)
    }
    bucket.count++
    const { max } = this.options
    return {
      limit: max,
      remaining: Math.max(0, max - bucket.count),
      resetAt: bucket.resetAt,
      limited: bucket.count > max,
    }
  }

  /** Takes back one counted request of `key` in its current window (an attempt that turned out not to count). */
  giveBack(key: string): void {
    const bucket = this.buckets.get(key)
    if (bucket && bucket.resetAt > this.now() && bucket.count > 0) bucket.count--
  }

  get size(): number {
    return this.buckets.size
  }

  private forgetSurplus(now: number): void {
    if (this.buckets.size <= this.maxKeys) return
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key)
    // Buckets are kept in creation order, so the first ones are the oldest.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break
      this.buckets.delete(key)
    }
  }
}

export const tooManyRequests = 'Too many requests, please try again later.'

/** Rate-limit middleware with the reference's headers and 429 answer. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const limiter = new RateLimiter(options)
  const now = options.now ?? Date.now
  return (req, res, next) => {
    const verdict = limiter.hit(options.keyOf(req))
    res.setHeader('X-RateLimit-Limit', String(verdict.limit))
    res.setHeader('X-RateLimit-Remaining', String(verdict.remaining))
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(verdict.resetAt / 1000)))
    if (!verdict.limited) return next()
    res.setHeader('Retry-After', String(Math.max(0, Math.ceil((verdict.resetAt - now()) / 1000))))
    res.status(429).send(tooManyRequests)
  }
}

/** Five minutes, the window of every rate limit of the reference. */
export const fiveMinutes = 5 * 60 * 1000

/** The address the request really came from (the TCP peer): what limits count when they must not be spoofable. */
export const socketAddress = (req: Request): string => req.socket.remoteAddress ?? ''

// vuln-code-snippet start resetPasswordMortyChallenge
// vuln-code-snippet hide-start resetPasswordMortyChallenge
/**
 * The client address as Express derives it with proxy trust enabled: the left-most X-Forwarded-For entry when the
 * header is present, otherwise the socket address. Any client can choose that header's value.
 */
// vuln-code-snippet hide-end resetPasswordMortyChallenge
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? '' // vuln-code-snippet neutral-line resetPasswordMortyChallenge
// vuln-code-snippet end resetPasswordMortyChallenge
