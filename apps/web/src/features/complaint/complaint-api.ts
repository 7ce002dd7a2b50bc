import type { Envelope } from '@juicy/contracts'
import { apiRequest } from '../../lib/api-client'

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

/** `POST file-upload` (multipart field `file`): 204 when accepted, else the server's text. */
export async function uploadInvoice(file: File): Promise<void> {
  const form = new FormData()
  form.append('file', file, file.name)
  await apiRequest<null>('file-upload', { method: 'POST', body: form })
}
