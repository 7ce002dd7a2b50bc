import type { DocumentParser } from '../../platform/parsers/document-sandbox.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { extractComplaintArchive } from './complaint-archive.js'
import { processLegacyDocument, type LegacyFormat } from './legacy-documents.js'

export interface ComplaintFile {
  originalname: string
  size: number
  buffer: Buffer
}

/** Lower-cased text after the last `.`, or the whole lower-cased name without a dot. */
export const extensionOf = (fileName: string): string => fileName.toLowerCase().split('.').pop() ?? ''

const legacyFormats: Record<string, LegacyFormat> = { xml: 'xml', yml: 'yaml', yaml: 'yaml' }

/**
 * The complaint invoice pipeline of POST /file-upload after the file arrived. Resolves when the answer is 204; throws
 * an HttpError for the error page otherwise. Size and type are only reported: the limits of the client's upload
 * widget are not repeated here (Upload Size, Upload Type).
 */
export async function acceptComplaintFile(
  shop: Shop,
  documents: DocumentParser,
  file: ComplaintFile,
  request: RequestFacts,
): Promise<void> {
  shop.events.publish('complaint.fileReceived', { fileName: file.originalname, size: file.size, request })
  const extension = extensionOf(file.originalname)
  if (extension === 'zip') {
    if (shop.vulnerabilities.isOpen('fileWriteChallenge'))
      await extractComplaintArchive(shop, file.buffer, request)
    return
  }
  const format = legacyFormats[extension]
  if (format) throw await processLegacyDocument(shop, documents, format, file, request)
}
