import type { Validation } from '../../lib/validators'

/** Complaint constants and rules. */
export const COMPLAINT_MAX_LENGTH = 160
/** The upload widget's limit; the server itself accepts up to 200 000 bytes (uploadSizeChallenge). */
export const INVOICE_MAX_BYTES = 100_000
export const INVOICE_EXTENSIONS = ['pdf', 'xml', 'zip'] as const
export const INVOICE_MIME_TYPES = [
  'application/pdf',
  'application/xml',
  'text/xml',
  'application/zip',
  'application/x-zip-compressed',
  'multipart/x-zip',
] as const
/** For the file chooser's filter. */
export const INVOICE_ACCEPT = [
  ...INVOICE_EXTENSIONS.map((extension) => `.${extension}`),
  ...INVOICE_MIME_TYPES,
].join(',')

export function validateComplaintMessage(message: string): Validation {
  if (message.trim() === '') return 'MANDATORY_MESSAGE'
  return message.length <= COMPLAINT_MAX_LENGTH || 'INVALID_TEXT_LENGTH'
}

export interface FileFacts {
  name: string
  type: string
  size: number
}

export interface FileProblem {
  key: 'INVALID_FILE_TYPE' | 'INVALID_FILE_SIZE'
  params: Record<string, string>
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** A file counts as an invoice when its declared type or, failing that, its extension is allowed. */
function isInvoiceType(file: FileFacts): boolean {
  if ((INVOICE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return true
  return (INVOICE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
}

/** The upload widget's rules; null when the file may be uploaded. Shown "as PDF, ZIP" like the reference. */
export function invoiceFileProblem(file: FileFacts): FileProblem | null {
  if (!isInvoiceType(file)) return { key: 'INVALID_FILE_TYPE', params: { type: 'PDF, ZIP' } }
  if (file.size > INVOICE_MAX_BYTES) return { key: 'INVALID_FILE_SIZE', params: { size: '100 KB' } }
  return null
}
