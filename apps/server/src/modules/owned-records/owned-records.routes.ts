import { Router, type Request, type RequestHandler } from 'express'
import { requireUser } from '../../platform/auth/guards.js'
import { sessionUserId } from '../../platform/auth/session-caller.js'
import { bodyFrom, recordFields } from '../../platform/http/request-input.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName } from '../rest/models.js'
import { createResource, updateResource } from '../rest/rest.service.js'
import {
  deleteOwnedRow,
  ownedRow,
  ownedRows,
  type OwnedTable,
  type RecordRow,
} from './owned-records.repository.js'

/** How one kind of owned record is offered: the differences between addresses and cards. */
export interface OwnedRecordsOptions {
  /** The resource path, e.g. `/api/Addresss`. */
  path: string
  model: string
  table: OwnedTable
  /** What a client sees of a row. */
  shown: (row: RecordRow) => RecordRow
  /** The refusal texts of reading and deleting a record that is not the caller's (they differ by a full stop). */
  notOwnedOnRead: string
  notOwnedOnDelete: string
  deleted: string
  /** PUT on a record: the shared update, or a handler that answers instead (cards cannot be changed). */
  update: 'any' | RequestHandler
}

/** A customer's own records: listed, created, read and deleted only through the owner's session. */
export function ownedRecordsRoutes(shop: Shop, options: OwnedRecordsOptions): Router {
  const router = Router()
  const model = modelByName(options.model)
  const item = `${options.path}/:id`
  const own = (req: Request) =>
    ownedRow(shop.db, options.table, String(req.params.id), sessionUserId(req, shop))
  const refused = (data: string) => ({ status: 'error', data })

  router.use(options.path, requireUser(shop))
  router.get(options.path, (req, res) => {
    res.json({
      status: 'success',
      data: ownedRows(shop.db, options.table, sessionUserId(req, shop)).map(options.shown),
    })
  })
  router.post(options.path, (req, res) => {
    const created = createResource(shop.db, model, {
      ...bodyFrom(req, recordFields),
      UserId: sessionUserId(req, shop),
    })
    res
      .status(201)
      .location(`${options.path}/${String(created.id)}`)
      .json({ status: 'success', data: created })
  })
  router.get(item, (req, res) => {
    const row = own(req)
    if (row) res.json({ status: 'success', data: options.shown(row) })
    else res.status(400).json(refused(options.notOwnedOnRead))
  })
  if (options.update === 'any')
    router.put(item, (req, res) => {
      const body = { ...bodyFrom(req, recordFields), UserId: sessionUserId(req, shop) }
      res.json({ status: 'success', data: updateResource(shop.db, model, req.params.id, body) })
    })
  else router.put(item, options.update)
  router.delete(item, (req, res) => {
    const row = own(req)
    if (!row) {
      res.status(400).json(refused(options.notOwnedOnDelete))
      return
    }
    deleteOwnedRow(shop.db, options.table, row.id)
    res.json({ status: 'success', data: options.deleted })
  })
  return router
}
