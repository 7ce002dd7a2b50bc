import { XmlOverloadError, XmlSyntaxError } from './xml-errors.js'
import type { XmlExternalId } from './xml-model.js'
import { PREDEFINED_ENTITIES } from './xml-scanner.js'

export interface EntityDeclaration {
  name: string
  parameter: boolean
  /** Replacement text of an internal entity (character and parameter references already replaced). */
  value?: string
  externalId?: XmlExternalId
  /** Set for unparsed entities (`NDATA`), which may not be referenced in content. */
  notation?: string
}

/** Reads the text of an external entity or DTD by its system identifier. */
export type ExternalLoader = (systemId: string) => string

export interface EntityLimits {
  /** An entity may expand to this many characters before the amplification check applies. */
  allowedExpansion: number
  /** Above `allowedExpansion`, an entity may expand to at most this multiple of the document's length. */
  maxAmplification: number
  /** All entity expansions of one document together; beyond it the parse counts as overloaded. */
  maxExpandedCharacters: number
  maxNesting: number
}

export const defaultEntityLimits: EntityLimits = {
  allowedExpansion: 1_000_000,
  maxAmplification: 5,
  maxExpandedCharacters: 10_000_000,
  maxNesting: 40,
}

const GENERAL_REFERENCE = /&([^\s&;#<]+);/g

/**
 * The entities of one document and the budget their expansion uses. Sizes are computed before anything is expanded,
 * so an exponential "billion laughs" is refused at its first reference ("amplification"), while many references to
 * one big entity (the quadratic blow-up) or an endless device run into the overall budget ("overloaded").
 */
export class EntityTable {
  private readonly general = new Map<string, EntityDeclaration>()
  private readonly parameter = new Map<string, EntityDeclaration>()
  private readonly externalTexts = new Map<string, string>()
  private readonly sizes = new Map<string, number>()
  private readonly sizing = new Set<string>()
  private expanded = 0

  constructor(
    private readonly documentLength: number,
    /** Undefined: external entities and DTDs stay unresolved. */
    readonly loadExternal: ExternalLoader | undefined,
    private readonly limits: EntityLimits = defaultEntityLimits,
  ) {}

  get maxNesting(): number {
    return this.limits.maxNesting
  }

  /** The first declaration of a name wins, as XML requires. */
  declare(entity: EntityDeclaration): void {
    const table = entity.parameter ? this.parameter : this.general
    if (!table.has(entity.name)) table.set(entity.name, entity)
  }

  generalEntity(name: string): EntityDeclaration | undefined {
    return this.general.get(name)
  }

  parameterEntity(name: string): EntityDeclaration | undefined {
    return this.parameter.get(name)
  }

  /** Whether the entity's text can be read (internal, or external while loading is allowed). */
  isResolvable(entity: EntityDeclaration): boolean {
    return entity.value !== undefined || (entity.externalId !== undefined && this.loadExternal !== undefined)
  }

  /** The replacement text; call only when `isResolvable`. External texts are read once per document. */
  replacementText(entity: EntityDeclaration): string {
    if (entity.value !== undefined) return entity.value
    const systemId = entity.externalId?.systemId ?? ''
    const cached = this.externalTexts.get(systemId)
    if (cached !== undefined) return cached
    if (!this.loadExternal) throw new XmlSyntaxError(`External entity ${entity.name} cannot be loaded`)
    const text = this.loadExternal(systemId).replace(/^<\?xml[^?]*\?>/, '')
    this.externalTexts.set(systemId, text)
    return text
  }

  /** Refuses an entity whose full expansion is out of proportion to the document (libxml2's wording). */
  checkAmplification(entity: EntityDeclaration): void {
    this.checkLength(this.expandedLength(entity))
  }

  /** Same rule for text being built from parameter entities while declarations are read. */
  checkLength(length: number): void {
    const { allowedExpansion, maxAmplification } = this.limits
    if (length > allowedExpansion && length > maxAmplification * this.documentLength) {
      throw new XmlSyntaxError(
        'Maximum entity amplification factor exceeded, see xmlCtxtSetMaxAmplification.',
      )
    }
  }

  /** Charges `characters` of entity output to the document's budget. */
  charge(characters: number): void {
    this.expanded += characters
    if (this.expanded > this.limits.maxExpandedCharacters) {
      throw new XmlOverloadError(
        `Entity expansion exceeded ${this.limits.maxExpandedCharacters} characters (parser watchdog)`,
      )
    }
  }

  private expandedLength(entity: EntityDeclaration): number {
    const known = this.sizes.get(entity.name)
    if (known !== undefined) return known
    if (this.sizing.has(entity.name))
      throw new XmlSyntaxError(`Detected an entity reference loop (${entity.name})`)
    if (!this.isResolvable(entity)) return entity.name.length + 2
    this.sizing.add(entity.name)
    const text = this.replacementText(entity)
    let length = text.length
    for (const [reference, name = ''] of text.matchAll(GENERAL_REFERENCE)) {
      const nested = this.general.get(name)
      if (PREDEFINED_ENTITIES[name] !== undefined || !nested) continue
      length += this.expandedLength(nested) - reference.length
      if (length > this.limits.maxExpandedCharacters * 1000) break // already far beyond every limit
    }
    this.sizing.delete(entity.name)
    this.sizes.set(entity.name, length)
    return length
  }
}
