import type { Router } from 'express'
import { denyAll } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { ownedRecordsRoutes } from '../owned-records/owned-records.routes.js'
import { modelByName } from '../rest/models.js'
import { present } from '../rest/rest.service.js'

/** Card numbers are shown as 12 `*` plus the last four digits. */
export const maskCardNumber = (cardNum: unknown): string => `${'*'.repeat(12)}${String(cardNum).slice(-4)}`

/** `/api/Cards`: the caller's saved payment cards, masked. */
export function cardsRoutes(shop: Shop): Router {
  const model = modelByName('Card')
  return ownedRecordsRoutes(shop, {
    path: '/api/Cards',
    model: 'Card',
    table: 'Cards',
    shown: (row) => ({ ...present(model, row), cardNum: maskCardNumber(row.cardNum) }),
    notOwnedOnRead: 'Malicious activity detected',
    notOwnedOnDelete: 'Malicious activity detected.',
    deleted: 'Card deleted successfully.',
    // Changing a saved card is not offered: `denied` as in the access matrix, like the reference's 401.
    update: denyAll,
  })
}
