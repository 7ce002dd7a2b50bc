import type { Request } from 'express'
import { translatorFor } from '../../platform/http/locale.js'
import type { Translate } from '../../platform/i18n/server-translations.js'
import { translateFields } from '../../platform/i18n/translate-fields.js'
import type { Presenters } from '../rest/rest.routes.js'

/** A product's name and description in the caller's language, translated when read. */
export const translateProduct = <T extends { name?: unknown; description?: unknown }>(
  product: T,
  t: Translate,
): T => translateFields(product, ['name', 'description'], t)

/** `/api/Products` and `/api/Products/:id` answer translated products. */
export const productPresenters: Presenters = {
  Product: (record, req: Request) => translateProduct(record, translatorFor(req)),
}
