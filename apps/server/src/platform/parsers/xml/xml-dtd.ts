import type { EntityDeclaration, EntityTable } from './xml-entities.js'
import type { XmlDoctype, XmlExternalId } from './xml-model.js'
import { characterOf, XmlScanner } from './xml-scanner.js'

/** Declarations collected for serialisation; undefined while reading text whose declarations are not kept. */
type Collected = string[] | undefined

const normalised = (text: string): string => text.replace(/\s+/g, ' ').trim()

export function readExternalId(scanner: XmlScanner): XmlExternalId | undefined {
  if (scanner.skip('SYSTEM')) {
    scanner.requireSpace('Space required after SYSTEM')
    return { systemId: scanner.readQuoted('SYSTEM or PUBLIC, the URI is missing').value }
  }
  if (scanner.skip('PUBLIC')) {
    scanner.requireSpace('Space required after PUBLIC')
    const publicId = scanner.readQuoted('Public ID literal expected').value
    scanner.requireSpace('Space required after the Public Identifier')
    return { publicId, systemId: scanner.readQuoted('SYSTEM or PUBLIC, the URI is missing').value }
  }
  return undefined
}

export const serialisedExternalId = ({ publicId, systemId }: XmlExternalId): string =>
  publicId === undefined ? `SYSTEM "${systemId}"` : `PUBLIC "${publicId}" "${systemId}"`

/**
 * `<!DOCTYPE name ExternalID? [internal subset]? >` after the `<!DOCTYPE` keyword. The internal subset is read
 * first, then the external subset (only when external loading is allowed), so internal declarations win.
 */
export function readDoctype(scanner: XmlScanner, entities: EntityTable): XmlDoctype {
  scanner.requireSpace('Space required after DOCTYPE')
  const doctype: XmlDoctype = { name: scanner.requireName('xmlParseDocTypeDecl : no DOCTYPE name !') }
  scanner.skipSpace()
  const externalId = readExternalId(scanner)
  if (externalId) doctype.externalId = externalId
  scanner.skipSpace()
  if (scanner.skip('[')) {
    doctype.internalSubset = []
    readDeclarations(scanner, entities, doctype.internalSubset, 0)
    scanner.expect(']', 'xmlParseInternalSubset: error detected in Markup declaration')
    scanner.skipSpace()
  }
  scanner.expect('>', 'DOCTYPE improperly terminated')
  if (externalId && entities.loadExternal) {
    readDeclarations(
      new XmlScanner(entities.loadExternal(externalId.systemId), doctype.name),
      entities,
      undefined,
      1,
    )
  }
  return doctype
}

/** Markup declarations until the end of the text or a `]`; parameter entity references are expanded in place. */
function readDeclarations(
  scanner: XmlScanner,
  entities: EntityTable,
  collected: Collected,
  depth: number,
): void {
  if (depth > entities.maxNesting) scanner.fail('Maximum entity nesting depth exceeded')
  for (scanner.skipSpace(); !scanner.done && scanner.peek() !== ']'; scanner.skipSpace()) {
    if (scanner.skip('<!ENTITY')) readEntity(scanner, entities, collected)
    else if (scanner.skip('<!--'))
      collected?.push(`<!--${scanner.readUntil('-->', 'Comment not terminated')}-->`)
    else if (scanner.skip('<?'))
      collected?.push(`<?${normalised(scanner.readUntil('?>', 'PI not terminated'))}?>`)
    else if (scanner.startsWith('<![')) scanner.fail('Conditional sections are not supported')
    else if (/^<!(ELEMENT|ATTLIST|NOTATION)\s/.test(scanner.text.slice(scanner.pos, scanner.pos + 11))) {
      collected?.push(`${normalised(readMarkup(scanner))}>`)
    } else if (scanner.skip('%')) readParameterReference(scanner, entities, collected, depth)
    else scanner.fail('xmlParseInternalSubset: error detected in Markup declaration')
  }
}

/** An ELEMENT, ATTLIST or NOTATION declaration up to its closing `>` (quoted text may contain `>`). */
function readMarkup(scanner: XmlScanner): string {
  const start = scanner.pos
  while (!scanner.done && scanner.peek() !== '>') {
    if (scanner.peek() === '"' || scanner.peek() === "'") scanner.readQuoted('Unfinished quoted text')
    else scanner.pos++
  }
  scanner.expect('>', 'Markup declaration not terminated')
  return scanner.text.slice(start, scanner.pos - 1)
}

function readParameterReference(
  scanner: XmlScanner,
  entities: EntityTable,
  collected: Collected,
  depth: number,
) {
  const name = scanner.requireName('PEReference: no name')
  scanner.expect(';', "PEReference: expecting ';'")
  const entity = entities.parameterEntity(name) ?? scanner.fail(`PEReference: %${name}; not found`)
  if (!entities.isResolvable(entity)) return
  const text = entities.replacementText(entity)
  entities.charge(text.length)
  readDeclarations(new XmlScanner(text, `%${name}`), entities, collected, depth + 1)
}

function readEntity(scanner: XmlScanner, entities: EntityTable, collected: Collected): void {
  scanner.requireSpace("Space required after '<!ENTITY'")
  const parameter = scanner.skip('%')
  if (parameter) scanner.requireSpace("Space required after '%'")
  const name = scanner.requireName('xmlParseEntityDecl: no name')
  scanner.requireSpace('Space required after the entity name')
  const entity: EntityDeclaration = { name, parameter }
  let serialised: string
  const externalId = readExternalId(scanner)
  if (externalId) {
    entity.externalId = externalId
    serialised = serialisedExternalId(externalId)
    scanner.skipSpace()
    if (!parameter && scanner.skip('NDATA')) {
      scanner.requireSpace("Space required after 'NDATA'")
      entity.notation = scanner.requireName('NDATA: notation name expected')
      serialised += ` NDATA ${entity.notation}`
    }
  } else {
    const { value, quote } = scanner.readQuoted('Entity value required')
    entity.value = entityValue(value, scanner, entities)
    serialised = `${quote}${value}${quote}`
  }
  scanner.skipSpace()
  scanner.expect('>', `EntityValue: '>' expected for entity ${name}`)
  entities.declare(entity)
  collected?.push(`<!ENTITY ${parameter ? '% ' : ''}${name} ${serialised}>`)
}

/**
 * An entity's replacement text from its literal: character references and parameter entity references are
 * replaced now, general entity references stay for expansion in content. Growth is checked as it happens.
 */
function entityValue(literal: string, scanner: XmlScanner, entities: EntityTable): string {
  const parts: string[] = []
  let length = 0
  for (const [text, sigil, reference = ''] of literal.matchAll(/([%&])(#?[^\s%;&]+);|[^%&]+|[%&]/g)) {
    let part = text
    if (sigil === '&' && reference.startsWith('#')) {
      part = characterOf(reference) ?? scanner.fail(`Invalid character reference &${reference};`)
    } else if (sigil === '%') {
      part = parameterText(reference, scanner, entities)
    }
    length += part.length
    entities.checkLength(length)
    parts.push(part)
  }
  return parts.join('')
}

function parameterText(name: string, scanner: XmlScanner, entities: EntityTable): string {
  const entity = entities.parameterEntity(name) ?? scanner.fail(`PEReference: %${name}; not found`)
  if (!entities.isResolvable(entity)) return ''
  const text = entities.replacementText(entity)
  entities.charge(text.length)
  return text
}
