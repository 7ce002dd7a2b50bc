/**
 * A small XML writer with the layout juice-shop-ctf-cli's files have: two spaces per level, an element with text
 * on one line (the text kept as is, line breaks included), an element without content self-closed.
 */
export interface XmlElement {
  name: string
  attributes?: Record<string, string | number>
  text?: string
  children?: XmlElement[]
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;')

/** Shorthand for an element: `xml('name', 'text')`, `xml('name', [children], {attributes})`. */
export function xml(
  name: string,
  content: string | number | XmlElement[] = [],
  attributes?: XmlElement['attributes'],
): XmlElement {
  return typeof content === 'object'
    ? { name, attributes, children: content }
    : { name, attributes, text: String(content) }
}

function lines(element: XmlElement, depth: number): string[] {
  const indent = '  '.repeat(depth)
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('')
  const open = `${indent}<${element.name}${attributes}`
  const children = element.children ?? []
  if (children.length > 0) {
    return [
      `${open}>`,
      ...children.flatMap((child) => lines(child, depth + 1)),
      `${indent}</${element.name}>`,
    ]
  }
  if (element.text) return [`${open}>${escapeText(element.text)}</${element.name}>`]
  return [`${open}/>`]
}

/** The document: declaration, then the root element; no newline after the root. */
export function xmlDocument(root: XmlElement): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...lines(root, 0)].join('\n')
}
