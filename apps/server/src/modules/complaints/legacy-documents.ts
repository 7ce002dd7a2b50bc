import { HttpError } from '../../platform/http/errors.js'
import { truncated } from '../../platform/text.js'
import type { DocumentJob, DocumentOutcome } from '../../platform/parsers/document-jobs.js'
import type { DocumentParser } from '../../platform/parsers/document-sandbox.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'

export type LegacyFormat = 'xml' | 'yaml'

const DEPRECATED = 'B2B customer complaints via file upload have been deprecated for security reasons'
const UNAVAILABLE = 'Sorry, we are temporarily not available! Please try again later.'
/** The alias budget used while the Memory Bomb challenge is switched off (the `yaml` package's default). */
const SAFE_ALIAS_COUNT = 100

// vuln-code-snippet start xxeFileDisclosureChallenge
// vuln-code-snippet hide-start xxeFileDisclosureChallenge
/**
 * The old B2B interface still parses what it receives: XML with DTD and external entities, YAML with every alias
 * resolved. Its reach is bounded instead: external entities read only the instance tree, and everything runs in a
 * worker with a heap limit and a 2 s watchdog.
 */
// vuln-code-snippet hide-end xxeFileDisclosureChallenge
// The parser job for an uploaded complaint document.
function jobFor(shop: Shop, format: LegacyFormat, text: string): DocumentJob {
  const { vulnerabilities } = shop // vuln-code-snippet hide-line xxeFileDisclosureChallenge
  if (format === 'xml') {
    // vuln-code-snippet hide-start xxeFileDisclosureChallenge
    const externalEntities =
      vulnerabilities.isOpen('xxeFileDisclosureChallenge') || vulnerabilities.isOpen('xxeDosChallenge')
    if (!externalEntities) return { format, text }
    // vuln-code-snippet hide-end xxeFileDisclosureChallenge
    return { format, text, entityRoot: shop.files.root } // vuln-code-snippet vuln-line xxeFileDisclosureChallenge xxeDosChallenge
  }
  // YAML documents get an alias budget instead.
  // vuln-code-snippet hide-start xxeFileDisclosureChallenge
  const aliasBombs = vulnerabilities.isOpen('yamlBombChallenge')
  return { format, text, maxAliasCount: aliasBombs ? -1 : SAFE_ALIAS_COUNT } // vuln-code-snippet vuln-line yamlBombChallenge
  // vuln-code-snippet hide-end xxeFileDisclosureChallenge
}
// vuln-code-snippet end xxeFileDisclosureChallenge

function answerFor(outcome: DocumentOutcome, fileName: string): HttpError {
  switch (outcome.outcome) {
    case 'parsed':
      return new HttpError(410, `${DEPRECATED}: ${truncated(outcome.text, 400)} (${fileName})`)
    case 'rejected':
      return new HttpError(
        410,
        `${DEPRECATED}: ${outcome.message.replace(/[\r\n]+/g, ' ').trim()} (${fileName})`,
      )
    case 'overloaded':
      return new HttpError(503, UNAVAILABLE)
  }
}

/** Parses an XML or YAML complaint and returns the error the deprecated interface answers with (410 or 503). */
export async function processLegacyDocument(
  shop: Shop,
  documents: DocumentParser,
  format: LegacyFormat,
  file: { originalname: string; buffer: Buffer },
  request: RequestFacts,
): Promise<HttpError> {
  if (!shop.vulnerabilities.isOpen('deprecatedInterfaceChallenge')) {
    return new HttpError(410, `${DEPRECATED} (${file.originalname})`)
  }
  const outcome = await documents.run(jobFor(shop, format, file.buffer.toString('utf8')))
  if (outcome.outcome === 'busy') return new HttpError(503, UNAVAILABLE) // not parsed: nothing to detect
  const text =
    outcome.outcome === 'parsed'
      ? outcome.text
      : outcome.outcome === 'rejected'
        ? outcome.message
        : outcome.reason
  shop.events.publish('complaint.legacyDocumentProcessed', {
    format,
    outcome: outcome.outcome,
    text,
    request,
  })
  return answerFor(outcome, file.originalname)
}
