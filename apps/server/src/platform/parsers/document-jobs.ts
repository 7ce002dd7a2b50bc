import { parse as parseYaml } from 'yaml'
import { XmlOverloadError } from './xml/xml-errors.js'
import { parseXml } from './xml/xml-parser.js'
import { sandboxedEntityLoader } from './xml/sandboxed-entity-files.js'
import { serialiseXml } from './xml/xml-serialiser.js'

/** One untrusted document to parse inside a bounded worker (see document-sandbox.ts). */
export type DocumentJob =
  | {
      format: 'xml'
      text: string
      /** Folder that external entities resolve in (as if it were `/`); undefined: external entities stay unread. */
      entityRoot?: string
    }
  | {
      format: 'yaml'
      text: string
      /** The `yaml` package's alias budget; -1 resolves every alias however often it is used. */
      maxAliasCount: number
    }

export type DocumentOutcome =
  /** The serialised document: XML as text, YAML as JSON. */
  | { outcome: 'parsed'; text: string }
  /** The parser refused the document; `message` is its error message. */
  | { outcome: 'rejected'; message: string }
  /** Time, memory or expansion budget ran out: the watchdog fired. */
  | { outcome: 'overloaded'; reason: string }

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

// vuln-code-snippet start xxeFileDisclosureChallenge
function parseXmlJob(text: string, entityRoot: string | undefined): DocumentOutcome {
  try {
    const loadExternal = entityRoot === undefined ? undefined : sandboxedEntityLoader(entityRoot) // vuln-code-snippet neutral-line xxeFileDisclosureChallenge
    return { outcome: 'parsed', text: serialiseXml(parseXml(text, loadExternal ? { loadExternal } : {})) }
  } catch (error) {
    if (error instanceof XmlOverloadError) return { outcome: 'overloaded', reason: error.message }
    return { outcome: 'rejected', message: messageOf(error) }
  }
}
// vuln-code-snippet end xxeFileDisclosureChallenge

function loadYamlJob(text: string, maxAliasCount: number): DocumentOutcome {
  try {
    const json = JSON.stringify(parseYaml(text, { maxAliasCount })) ?? 'undefined'
    return { outcome: 'parsed', text: json }
  } catch (error) {
    const message = messageOf(error)
    if (message.includes('Invalid string length')) return { outcome: 'overloaded', reason: message }
    return { outcome: 'rejected', message }
  }
}

/** Runs one job to completion in the current thread (the worker calls this; tests may too). */
export function runDocumentJob(job: DocumentJob): DocumentOutcome {
  return job.format === 'xml'
    ? parseXmlJob(job.text, job.entityRoot)
    : loadYamlJob(job.text, job.maxAliasCount)
}
