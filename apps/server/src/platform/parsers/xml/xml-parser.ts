import { readDoctype } from './xml-dtd.js'
import { defaultEntityLimits, EntityTable, type EntityLimits, type ExternalLoader } from './xml-entities.js'
import type { XmlDeclaration, XmlDocument, XmlElement, XmlNode } from './xml-model.js'
import { characterOf, PREDEFINED_ENTITIES, XmlScanner } from './xml-scanner.js'

export interface XmlParseOptions {
  /**
   * Resolves SYSTEM identifiers of external entities and DTDs. Without it they stay unresolved: references to
   * external entities are kept as references and external DTDs are not read.
   */
  loadExternal?: ExternalLoader
  limits?: EntityLimits
}

/** Elements nested deeper than this are refused (libxml2's default), which also bounds the recursion. */
const MAX_DEPTH = 256

interface Context {
  entities: EntityTable
  /** Entities being expanded right now (loop detection). */
  expanding: Set<string>
}

/**
 * A small non-validating XML 1.0 parser: XML declaration, DOCTYPE with internal subset (entity declarations kept,
 * other declarations carried through), internal and external entities substituted in content, namespaces treated
 * as plain names. Throws XmlSyntaxError for documents it refuses and XmlOverloadError when the entity budget runs
 * out.
 */
export function parseXml(source: string, options: XmlParseOptions = {}): XmlDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const scanner = new XmlScanner(text)
  const context: Context = {
    entities: new EntityTable(text.length, options.loadExternal, options.limits ?? defaultEntityLimits),
    expanding: new Set(),
  }
  const declaration = readXmlDeclaration(scanner)
  const prolog: XmlNode[] = []
  readMisc(scanner, prolog)
  const doctype = scanner.skip('<!DOCTYPE') ? readDoctype(scanner, context.entities) : undefined
  readMisc(scanner, prolog)
  if (scanner.done)
    scanner.fail(text.trim() === '' ? 'Document is empty' : "Start tag expected, '<' not found")
  if (scanner.peek() !== '<') scanner.fail("Start tag expected, '<' not found")
  const root = readElement(scanner, context, 0)
  const epilogue: XmlNode[] = []
  readMisc(scanner, epilogue)
  if (!scanner.done) scanner.fail('Extra content at the end of the document')
  return {
    ...(declaration ? { declaration } : {}),
    ...(doctype ? { doctype } : {}),
    prolog,
    root,
    epilogue,
  }
}

function readXmlDeclaration(scanner: XmlScanner): XmlDeclaration | undefined {
  if (!/^<\?xml[ \t\n]/.test(scanner.text.slice(0, 6))) return undefined
  scanner.pos = 5
  const body = scanner.readUntil('?>', "parsing XML declaration: '?>' expected")
  const field = (name: string) => new RegExp(`${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(body)?.[2]
  const version = field('version') ?? scanner.fail('Malformed declaration expecting version')
  const encoding = field('encoding')
  const standalone = field('standalone')
  return { version, ...(encoding ? { encoding } : {}), ...(standalone ? { standalone } : {}) }
}

/** Comments, processing instructions and white space outside the root element. */
function readMisc(scanner: XmlScanner, into: XmlNode[]): void {
  for (scanner.skipSpace(); !scanner.done; scanner.skipSpace()) {
    if (scanner.startsWith('<!--')) readComment(scanner, into)
    else if (scanner.startsWith('<?')) readInstruction(scanner, into)
    else return
  }
}

function readComment(scanner: XmlScanner, into: XmlNode[]): void {
  scanner.pos += 4
  const value = scanner.readUntil('-->', 'Comment not terminated')
  if (value.includes('--')) scanner.fail('Double hyphen within comment')
  into.push({ type: 'comment', value })
}

function readInstruction(scanner: XmlScanner, into: XmlNode[]): void {
  scanner.pos += 2
  const target = scanner.requireName('xmlParsePI : no target name')
  if (target.toLowerCase() === 'xml')
    scanner.fail('XML declaration allowed only at the start of the document')
  const data = scanner.readUntil('?>', `PI ${target} never end ...`).trim()
  into.push({ type: 'instruction', target, data })
}

function readElement(scanner: XmlScanner, context: Context, depth: number): XmlElement {
  if (depth >= MAX_DEPTH) scanner.fail(`Excessive depth in document: ${MAX_DEPTH} use XML_PARSE_HUGE option`)
  scanner.pos++
  const name = scanner.requireName('StartTag: invalid element name')
  const element: XmlElement = { type: 'element', name, attributes: [], children: [] }
  for (;;) {
    const spaced = scanner.skipSpace()
    if (scanner.skip('/>')) return element
    if (scanner.skip('>')) break
    const attribute = scanner.readName()
    if (!attribute || !spaced) scanner.fail(`Couldn't find end of Start Tag ${name}`)
    if (element.attributes.some(([existing]) => existing === attribute))
      scanner.fail(`Attribute ${attribute} redefined`)
    scanner.skipSpace()
    scanner.expect('=', `Specification mandates value for attribute ${attribute}`)
    scanner.skipSpace()
    const { value } = scanner.readQuoted('AttValue: " or \' expected')
    element.attributes.push([attribute, attributeValue(value, scanner, context, 0)])
  }
  readContent(scanner, element.children, context, depth, name)
  const closing = scanner.readName() ?? ''
  if (closing !== name) scanner.fail(`Opening and ending tag mismatch: ${name} and ${closing}`)
  scanner.skipSpace()
  scanner.expect('>', `expected '>' after the end tag of ${name}`)
  return element
}

/**
 * Content until the end tag of `parent` (which is consumed up to its name) or, for entity replacement text
 * (`parent` undefined), until the end of the text.
 */
function readContent(
  scanner: XmlScanner,
  into: XmlNode[],
  context: Context,
  depth: number,
  parent: string | undefined,
): void {
  for (;;) {
    if (scanner.done) {
      if (parent === undefined) return
      scanner.fail(`Premature end of data in tag ${parent}`)
    }
    if (scanner.skip('</')) {
      if (parent === undefined) scanner.fail('Element ends inside an entity it did not start in')
      return
    }
    if (scanner.startsWith('<!--')) readComment(scanner, into)
    else if (scanner.skip('<![CDATA[')) {
      into.push({ type: 'cdata', value: scanner.readUntil(']]>', 'CData section not finished') })
    } else if (scanner.startsWith('<?')) readInstruction(scanner, into)
    else if (scanner.peek() === '<') into.push(readElement(scanner, context, depth + 1))
    else if (scanner.skip('&')) readReference(scanner, into, context, depth)
    else appendText(into, readText(scanner))
  }
}

function readText(scanner: XmlScanner): string {
  const start = scanner.pos
  let end = start
  while (end < scanner.text.length && scanner.text[end] !== '<' && scanner.text[end] !== '&') end++
  const text = scanner.text.slice(start, end)
  if (text.includes(']]>')) scanner.fail("Sequence ']]>' not allowed in content")
  scanner.pos = end
  return text
}

function appendText(into: XmlNode[], text: string): void {
  const last = into.at(-1)
  if (last?.type === 'text') last.value += text
  else into.push({ type: 'text', value: text })
}

/** `&...;` in content, after the `&`. */
function readReference(scanner: XmlScanner, into: XmlNode[], context: Context, depth: number): void {
  const body = scanner.readUntil(';', "EntityRef: expecting ';'")
  if (body.startsWith('#')) {
    appendText(into, characterOf(body) ?? scanner.fail(`xmlParseCharRef: invalid xmlChar value &${body};`))
    return
  }
  const predefined = PREDEFINED_ENTITIES[body]
  if (predefined !== undefined) return appendText(into, predefined)
  const { entities, expanding } = context
  const entity = entities.generalEntity(body) ?? scanner.fail(`Entity '${body}' not defined`)
  if (entity.notation) scanner.fail(`Entity reference to unparsed entity ${body}`)
  if (!entities.isResolvable(entity)) {
    into.push({ type: 'entityReference', name: body })
    return
  }
  if (expanding.has(body) || expanding.size >= entities.maxNesting) {
    scanner.fail('Detected an entity reference loop')
  }
  entities.checkAmplification(entity)
  const text = entities.replacementText(entity)
  entities.charge(text.length)
  expanding.add(body)
  readContent(new XmlScanner(text, body), into, context, depth, undefined)
  expanding.delete(body)
}

/** An attribute value with references replaced and white space characters turned into spaces. */
function attributeValue(raw: string, scanner: XmlScanner, context: Context, nesting: number): string {
  if (raw.includes('<')) scanner.fail("Unescaped '<' not allowed in attributes values")
  return raw.replace(/&([^;]*);|[\t\n\r]/g, (match, body: string | undefined) => {
    if (body === undefined) return ' '
    if (body.startsWith('#'))
      return characterOf(body) ?? scanner.fail(`xmlParseCharRef: invalid xmlChar value ${match}`)
    const predefined = PREDEFINED_ENTITIES[body]
    if (predefined !== undefined) return predefined
    const entity = context.entities.generalEntity(body) ?? scanner.fail(`Entity '${body}' not defined`)
    if (entity.value === undefined) scanner.fail(`Attribute references external entity '${body}'`)
    if (nesting >= context.entities.maxNesting) scanner.fail('Detected an entity reference loop')
    context.entities.checkAmplification(entity)
    context.entities.charge(entity.value.length)
    return attributeValue(entity.value, new XmlScanner(entity.value, body), context, nesting + 1)
  })
}
