import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { createResource, updateResource } from '../rest/rest.service.js'
import { sanitiseHtml } from '../../platform/http/html-sanitiser.js'

type Row = Record<string, unknown>

const productModel = modelByName('Product')

/** The text the generic layer would store for a value (objects are kept as JSON), so sanitising sees it all. */
function storedText(value: unknown): string {
  if (typeof value === 'string') return value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

// vuln-code-snippet start restfulXssChallenge
// vuln-code-snippet hide-start restfulXssChallenge
/**
 * The Product description setter: while API-only XSS is available the description is stored as
 * given, markup included (the client renders it as trusted HTML); otherwise it is sanitised.
 */
// vuln-code-snippet hide-end restfulXssChallenge
// The product body as it is stored by POST /api/Products and PUT /api/Products/:id.
function withDescriptionSet(shop: Shop, body: Row): Row {
  const { description } = body
  if (description === undefined || description === null) return body
  const text = storedText(description)
  if (shop.vulnerabilities.isOpen('restfulXssChallenge')) return { ...body, description: text } // vuln-code-snippet vuln-line restfulXssChallenge
  return { ...body, description: sanitiseHtml(text) }
}
// vuln-code-snippet end restfulXssChallenge

function announce(shop: Shop, body: Row, product: Row, request: RequestFacts): void {
  if (body.description === undefined || body.description === null) return
  shop.events.publish('product.descriptionWritten', {
    productId: product.id,
    description: product.description,
    request,
  })
}

/** POST /api/Products: the generic create, with the description setter. */
export function createProduct(shop: Shop, body: Row, request: RequestFacts): Row {
  const product = createResource(shop.db, productModel, withDescriptionSet(shop, body))
  announce(shop, body, product, request)
  return product
}

/** PUT /api/Products/:id: the generic update, with the description setter. */
export function updateProduct(shop: Shop, id: string, body: Row, request: RequestFacts): Row {
  const product = updateResource(shop.db, productModel, id, withDescriptionSet(shop, body))
  announce(shop, body, product, request)
  return product
}
