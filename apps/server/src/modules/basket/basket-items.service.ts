import type Database from 'better-sqlite3'
import { HttpError } from '../../platform/http/errors.js'
import type { RequestFacts } from '../../shop/request-facts.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { validationError } from '../rest/rest-errors.js'
import { updateResource } from '../rest/rest.service.js'
import { isSentBasketId, looselyEqualsBid } from './basket-ids.js'
import {
  basketById,
  basketItemById,
  insertBasketItem,
  stockOf,
  type BasketItemRow,
} from './basket.repository.js'
import { firstAndLast, rawJsonEntries } from './raw-json-entries.js'
import { Refusal } from '../../platform/http/refusal.js'

/** Who adds or changes a basket item: the basket bound at login and whether prices and limits are deluxe. */
export interface ItemCaller {
  sessionBid: number | undefined
  deluxe: boolean
  request: RequestFacts
}

/** The body of a basket item request: parsed fields, plus the raw JSON text when the body was JSON. */
export interface ItemBody {
  fields: Record<string, unknown>
  rawJson: string | undefined
}

// vuln-code-snippet start negativeOrderChallenge
/** An integer as a JSON number or a text of digits; anything else (fractions, huge numbers, objects) is none. */
export function integerOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined // vuln-code-snippet neutral-line negativeOrderChallenge
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value) // vuln-code-snippet neutral-line negativeOrderChallenge
  return undefined
}

function requiredInteger(value: unknown, field: string): number {
  const number = integerOf(value)
  if (number === undefined) throw validationError([{ field, message: `${field} must be an integer` }])
  return number
}

// vuln-code-snippet hide-start negativeOrderChallenge
/**
 * The stock check of a basket item: the per-user limit (waived for deluxe members) and the stock. Only upper
 * bounds are compared, so zero and negative quantities pass and later make an order total negative.
 */
// vuln-code-snippet hide-end negativeOrderChallenge
function checkStock(db: Database.Database, productId: unknown, quantity: number, deluxe: boolean): void {
  const stock = stockOf(db, productId)
  if (!stock) throw new HttpError(500, 'No such product found!')
  const overLimit = stock.limitPerUser !== null && !deluxe && quantity > stock.limitPerUser // vuln-code-snippet vuln-line negativeOrderChallenge
  const outOfStock = stock.quantity < quantity // vuln-code-snippet vuln-line negativeOrderChallenge
  if (overLimit)
    throw new Refusal(400, { error: `You can order only up to ${stock.limitPerUser} items of this product.` })
  if (outOfStock) throw new Refusal(400, { error: 'We are out of stock! Sorry for the inconvenience.' })
}
// vuln-code-snippet end negativeOrderChallenge

/** The stored item as the reference's ORM answers a fresh record: an unset basket id is left out. */
function presentItem(item: BasketItemRow): Record<string, unknown> {
  const { BasketId, ...rest } = item
  return BasketId === null ? rest : { ...rest, BasketId }
}

function insertOrRefuse(db: Database.Database, item: Parameters<typeof insertBasketItem>[1]): BasketItemRow {
  if (item.BasketId !== null && !basketById(db, item.BasketId))
    throw validationError([{ field: 'BasketId', message: 'BasketId must name an existing basket' }])
  try {
    return insertBasketItem(db, item)
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw new HttpError(500, 'Validation error', 'UniqueConstraintError')
    throw error
  }
}

// vuln-code-snippet start basketManipulateChallenge
// vuln-code-snippet hide-start basketManipulateChallenge
/**
 * POST /api/BasketItems. The raw JSON is read member by member: the item takes the last `ProductId`, `BasketId`
 * and `quantity`, but ownership is checked on the first `BasketId` only.
 */
// vuln-code-snippet hide-end basketManipulateChallenge
export function addItem(shop: Shop, body: ItemBody, caller: ItemCaller): Record<string, unknown> {
  const entries = (body.rawJson !== undefined && rawJsonEntries(body.rawJson)) || Object.entries(body.fields)
  const productId = requiredInteger(firstAndLast(entries, 'ProductId').last, 'ProductId')
  const quantity = requiredInteger(firstAndLast(entries, 'quantity').last, 'quantity')
  checkStock(shop.db, productId, quantity, caller.deluxe)
  const basketIds = firstAndLast(entries, 'BasketId')
  // vuln-code-snippet neutral-line basketManipulateChallenge
  if (isSentBasketId(basketIds.first) && !looselyEqualsBid(basketIds.first, caller.sessionBid))
    throw new Refusal(401, "{'error' : 'Invalid BasketId'}")
  const savedBasketId = isSentBasketId(basketIds.last) ? basketIds.last : null // vuln-code-snippet vuln-line basketManipulateChallenge
  const basketId = savedBasketId === null ? null : requiredInteger(savedBasketId, 'BasketId')
  const item = insertOrRefuse(shop.db, { ProductId: productId, BasketId: basketId, quantity })
  // vuln-code-snippet hide-start basketManipulateChallenge
  shop.events.publish('basketItem.added', {
    itemId: item.id,
    firstBasketId: basketIds.first,
    savedBasketId: savedBasketId ?? undefined,
    sessionBid: caller.sessionBid,
    request: caller.request,
  })
  // vuln-code-snippet hide-end basketManipulateChallenge
  return presentItem(item)
}

// vuln-code-snippet hide-start basketManipulateChallenge
/**
 * PUT /api/BasketItems/:id: existence and stock checks for a new quantity, then the generic update, which refuses
 * to move an item into another basket once it has one. Items of any basket can be changed.
 */
// vuln-code-snippet hide-end basketManipulateChallenge
export function updateItem(
  shop: Shop,
  itemId: string,
  fields: Record<string, unknown>,
  caller: ItemCaller,
): Record<string, unknown> {
  let quantity: number | undefined
  let item: BasketItemRow | undefined
  if ('quantity' in fields) {
    item = basketItemById(shop.db, itemId)
    if (!item) throw new HttpError(500, 'No such item found!')
    quantity = requiredInteger(fields.quantity, 'quantity')
  }
  // vuln-code-snippet hide-start basketManipulateChallenge
  shop.events.publish('basketItem.updateRequested', {
    itemId,
    bodyBasketId: fields.BasketId,
    sessionBid: caller.sessionBid,
    request: caller.request,
  })
  // vuln-code-snippet hide-end basketManipulateChallenge
  if (item && quantity !== undefined) checkStock(shop.db, item.ProductId, quantity, caller.deluxe)
  return updateResource(shop.db, modelByName('BasketItem'), itemId, fields) // vuln-code-snippet vuln-line basketManipulateChallenge
}
// vuln-code-snippet end basketManipulateChallenge
