import type { DocumentFilter } from './orders.service.js'

/** The tracking selection of a plain order id (letters, digits, `_`, `-`): nothing in it can leave its string. */
const PLAIN_ID_SELECTION = /^this\.orderId === '([\w-]*)'$/

/**
 * Order tracking with a fast path: the selection of a plain order id, which is what every ordinary tracking request
 * sends, is answered here with exactly the indexes the sandbox would give (strict equality with the id), so ordinary
 * tracking never waits for the sandbox's workers while other teams keep them busy. Anything else (an injection,
 * markup) still runs only in the sandbox, where it is detected.
 */
export function withPlainIdFastPath(sandbox: DocumentFilter): DocumentFilter {
  return {
    filterDocuments(documents, expression, options) {
      const plain = PLAIN_ID_SELECTION.exec(expression)
      if (!plain) return sandbox.filterDocuments(documents, expression, options)
      const id = plain[1]
      const value = documents.flatMap((document, index) => (document.orderId === id ? [index] : []))
      return Promise.resolve({ ok: true, value })
    },
  }
}
