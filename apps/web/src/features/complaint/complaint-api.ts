import type { Envelope } from '@juicy/contracts'
import { ApiError, apiRequest, authHeaders } from '../../lib/api-client'

export interface ComplaintSubmission {
  UserId?: number
  message: string
  /** Name of the invoice uploaded with the complaint. */
  file?: string
}

export async function fileComplaint(complaint: ComplaintSubmission): Promise<{ id: number }> {
  return (await apiRequest<Envelope<{ id: number }>>('api/Complaints/', { method: 'POST', body: complaint }))
    .data
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** `POST file-upload` (multipart field `file`, api.md §2.9): 204 when accepted, else the server's text. */
export async function uploadInvoice(file: File): Promise<void> {
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await fetch('file-upload', {
    method: 'POST',
    headers: { Accept: 'application/json, text/plain, */*', ...authHeaders() },
    body: form,
  })
  if (!response.ok) throw new ApiError(response.status, await errorBody(response))
}
