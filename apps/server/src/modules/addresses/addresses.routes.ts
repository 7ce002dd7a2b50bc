import type { Router } from 'express'
import type { Shop } from '../../shop/shop.js'
import { ownedRecordsRoutes } from '../owned-records/owned-records.routes.js'
import { modelByName } from '../rest/models.js'
import { present } from '../rest/rest.service.js'

/** `/api/Addresss`: every customer sees and deletes only their own addresses. */
export function addressesRoutes(shop: Shop): Router {
  const model = modelByName('Address')
  return ownedRecordsRoutes(shop, {
    path: '/api/Addresss',
    model: 'Address',
    table: 'Addresses',
    shown: (row) => present(model, row),
    notOwnedOnRead: 'Malicious activity detected.',
    notOwnedOnDelete: 'Malicious activity detected.',
    deleted: 'Address deleted successfully.',
    update: 'any',
  })
}
