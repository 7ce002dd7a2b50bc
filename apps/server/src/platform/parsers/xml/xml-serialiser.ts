import { serialisedExternalId } from './xml-dtd.js'
import type { XmlDocument, XmlDoctype, XmlNode } from './xml-model.js'

const escapeText = (text: string): string =>
  text.replace(
    /[&<>\r]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' })[char] ?? char,
  )

const escapeAttribute = (text: string): string =>
  text.replace(
    /[&<>"\n\r\t]/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' })[
        char
      ] ?? char,
  )

function serialiseNode(node: XmlNode, out: string[]): void {
  switch (node.type) {
    case 'text':
      out.push(escapeText(node.value))
      return
    case 'cdata':
      out.push(`<![CDATA[${node.value}]]>`)
      return
    case 'comment':
      out.push(`<!--${node.value}-->`)
      return
    case 'instruction':
      out.push(node.data ? `<?${node.target} ${node.data}?>` : `<?${node.target}?>`)
      return
    case 'entityReference':
      out.push(`&${node.name};`)
      return
    case 'element': {
      const attributes = node.attributes
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('')
      if (node.children.length === 0) {
        out.push(`<${node.name}${attributes}/>`)
        return
      }
      out.push(`<${node.name}${attributes}>`)
      for (const child of node.children) serialiseNode(child, out)
      out.push(`</${node.name}>`)
    }
  }
}

function serialiseDoctype({ name, externalId, internalSubset }: XmlDoctype): string {
  const external = externalId ? ` ${serialisedExternalId(externalId)}` : ''
  const subset = internalSubset ? ` [\n${internalSubset.map((line) => `${line}\n`).join('')}]` : ''
  return `<!DOCTYPE ${name}${external}${subset}>`
}

/** The document as text, in the layout libxml2 writes: one line per top-level item, declarations included. */
export function serialiseXml(document: XmlDocument): string {
  const { version = '1.0', encoding, standalone } = document.declaration ?? {}
  const lines = [
    `<?xml version="${version}"${encoding ? ` encoding="${encoding}"` : ''}${standalone ? ` standalone="${standalone}"` : ''}?>`,
  ]
  if (document.doctype) lines.push(serialiseDoctype(document.doctype))
  for (const node of [...document.prolog, document.root, ...document.epilogue]) {
    const out: string[] = []
    serialiseNode(node, out)
    lines.push(out.join(''))
  }
  return `${lines.join('\n')}\n`
}
