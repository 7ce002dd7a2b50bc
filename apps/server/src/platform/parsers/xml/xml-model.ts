/** The parsed form of an XML document: just what the serialiser needs to write it back. */
export interface XmlElement {
  type: 'element'
  name: string
  attributes: [name: string, value: string][]
  children: XmlNode[]
}

export interface XmlText {
  type: 'text'
  value: string
}

export interface XmlCData {
  type: 'cdata'
  value: string
}

export interface XmlComment {
  type: 'comment'
  value: string
}

export interface XmlInstruction {
  type: 'instruction'
  target: string
  data: string
}

/** A reference to an external entity that was deliberately not loaded. */
export interface XmlEntityReference {
  type: 'entityReference'
  name: string
}

export type XmlNode = XmlElement | XmlText | XmlCData | XmlComment | XmlInstruction | XmlEntityReference

export interface XmlExternalId {
  publicId?: string
  systemId: string
}

export interface XmlDoctype {
  name: string
  externalId?: XmlExternalId
  /** The internal subset's declarations, each already in serialised form; undefined without `[...]`. */
  internalSubset?: string[]
}

export interface XmlDeclaration {
  version: string
  encoding?: string
  standalone?: string
}

export interface XmlDocument {
  declaration?: XmlDeclaration
  doctype?: XmlDoctype
  /** Comments and processing instructions before the root element (and around the DOCTYPE). */
  prolog: XmlNode[]
  root: XmlElement
  epilogue: XmlNode[]
}
