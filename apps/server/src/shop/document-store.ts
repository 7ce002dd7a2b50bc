import { randomBytes } from 'node:crypto'
import { Context } from 'mingo/core'
import * as comparison from 'mingo/operators/query/comparison'
import * as element from 'mingo/operators/query/element'
import { $regex } from 'mingo/operators/query/evaluation'
import * as logical from 'mingo/operators/query/logical'
import { Query } from 'mingo/query'

/** A document of the in-memory store (reviews, orders). */
export type Document = { _id: string } & Record<string, unknown>

type Criteria = Record<string, unknown>

/**
 * Only the query operators the shop's selectors use (comparison, element, logical, `$regex`): importing all of
 * mingo registers every operator and blocks the event loop for a tenth of a second, and code-running operators
 * (`$where`, `$function`, `$expr`) must not exist here anyway; player code runs only in the sandbox.
 */
const operators = Context.init({ query: { ...comparison, ...element, ...logical, $regex } })

const compile = (criteria: Criteria): Query => new Query(criteria, { context: operators })

const idAlphabet = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz'

/** Random 17-character id in the style of the reference's document store. */
export function newDocumentId(): string {
  const bytes = randomBytes(17)
  return Array.from(bytes, (byte) => idAlphabet[byte % idAlphabet.length]).join('')
}

/** One collection with Mongo-style queries (mingo). Mutations replace documents, never share them with callers. */
export class Collection {
  private documents: Document[] = []

  find(criteria: Criteria = {}): Document[] {
    if (Object.keys(criteria).length === 0) return this.documents.map((doc) => structuredClone(doc))
    const query = compile(criteria)
    return this.documents.filter((doc) => query.test(doc)).map((doc) => structuredClone(doc))
  }

  /**
   * Copies of the documents `keep` selects. `keep` sees each stored document itself (no query to compile, no copy
   * of the documents it leaves out), so it must only read it.
   */
  where(keep: (doc: Readonly<Document>) => boolean): Document[] {
    return this.documents.filter((doc) => keep(doc)).map((doc) => structuredClone(doc))
  }

  findOne(criteria: Criteria): Document | undefined {
    return this.find(criteria)[0]
  }

  insert(fields: Record<string, unknown>): Document {
    const doc: Document = { ...structuredClone(fields), _id: newDocumentId() }
    this.documents.push(doc)
    return structuredClone(doc)
  }

  /** Applies `change` to every matching document; returns how many were changed. */
  update(criteria: Criteria, change: (doc: Document) => Document): number {
    const query = compile(criteria)
    let count = 0
    this.documents = this.documents.map((doc) => {
      if (!query.test(doc)) return doc
      count++
      return { ...change(structuredClone(doc)), _id: doc._id }
    })
    return count
  }

  remove(criteria: Criteria): number {
    const query = compile(criteria)
    const before = this.documents.length
    this.documents = this.documents.filter((doc) => !query.test(doc))
    return before - this.documents.length
  }

  count(): number {
    return this.documents.length
  }

  snapshot(): Document[] {
    return structuredClone(this.documents)
  }

  restore(documents: Document[]): void {
    this.documents = structuredClone(documents)
  }
}

/** The document store: the collections the reference keeps outside SQL, reviews (`posts`) and orders. */
export class DocumentStore {
  readonly posts = new Collection()
  readonly orders = new Collection()

  snapshot(): { posts: Document[]; orders: Document[] } {
    return { posts: this.posts.snapshot(), orders: this.orders.snapshot() }
  }

  restore(snapshot: { posts: Document[]; orders: Document[] }): void {
    this.posts.restore(snapshot.posts)
    this.orders.restore(snapshot.orders)
  }
}
