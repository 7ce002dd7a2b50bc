import { getToken } from './session'
import { decodeTokenUser } from './jwt'
import { local, StorageKeys } from './storage'

/** An HTTP answer outside 2xx; `body` is parsed JSON when the server sent JSON, else the text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorText(body) ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

export interface RequestOptions {
  method?: Method
  /** Sent as JSON, or as multipart when it is a `FormData` (the browser then adds the boundary itself). */
  body?: unknown
  signal?: AbortSignal
}

/** Headers every request carries. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const email = local.get(StorageKeys.email) ?? decodeTokenUser(token)?.email
  if (email) headers['X-User-Email'] = email
  return headers
}

/**
 * Calls the shop API with a path relative to the page (e.g. `rest/user/login`), so the client keeps
 * working when the shop runs behind a path prefix.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...authHeaders() }
  let body: string | FormData | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  })
  const parsed = await readBody(response)
  if (!response.ok) throw new ApiError(response.status, parsed)
  return parsed as T
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Finds the human-readable message in any error body shape the server uses. */
export function errorText(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body
  if (!isRecord(body)) return undefined
  const errors = body.errors
  if (Array.isArray(errors) && errors.length > 0) {
    const first: unknown = errors[0]
    if (isRecord(first) && typeof first.message === 'string') return first.message
    if (typeof first === 'string') return first
  }
  if (typeof body.message === 'string') return body.message
  if (typeof body.error === 'string') return body.error
  if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message
  if (typeof body.data === 'string') return body.data
  return undefined
}

/** The message of any thrown value, for display. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return errorText(error.body) ?? error.message
  if (error instanceof Error) return error.message
  return String(error)
}
