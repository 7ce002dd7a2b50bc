import { Router, type Request, type RequestHandler } from 'express'
import { denyAll, requireAccounting, requireJwt, requireUser } from '../../platform/auth/guards.js'
import type { Shop } from '../../shop/shop.js'
import { modelByName, type ModelDefinition } from './models.js'
import { bodyFrom, queryFrom, recordFields } from '../../platform/http/request-input.js'
import { PreparedAnswer, sendPreparedJson } from '../../platform/http/prepared-answer.js'
import {
  createResource,
  deleteResource,
  listResources,
  readResource,
  updateResource,
} from './rest.service.js'

export type Verb = 'list' | 'create' | 'read' | 'update' | 'delete'
type Level = 'none' | 'jwt' | 'user' | 'denied' | 'accounting'

/**
 * The reference's resource × verb access matrix for the resources served by the generic layer. A missing verb
 * is not offered (the request falls through to "Unexpected path"). Resources answered by feature modules
 * (Addresss, Cards, Deliverys, Recycles reads) are mounted by those modules before this router.
 */
const matrix: Record<string, Partial<Record<Verb, Level[]>>> = {
  User: { list: ['jwt'], create: ['none'], read: ['jwt'], update: ['denied'], delete: ['denied'] },
  Product: { list: ['none'], create: ['jwt'], read: ['none'], update: ['none'], delete: ['denied'] },
  Feedback: { list: ['none'], create: ['none'], read: ['jwt'], update: ['jwt', 'denied'], delete: ['jwt'] },
  BasketItem: {
    list: ['jwt'],
    create: ['jwt', 'user'],
    read: ['jwt'],
    update: ['jwt', 'user'],
    delete: ['jwt'],
  },
  Challenge: { list: ['none'], create: ['denied'], read: ['denied'], update: ['denied'], delete: ['denied'] },
  Complaint: { list: ['jwt'], create: ['jwt'], read: ['denied'], update: ['denied'], delete: ['denied'] },
  Recycle: { create: ['jwt'], update: ['denied'], delete: ['denied'] },
  SecurityQuestion: {
    list: ['none'],
    create: ['denied'],
    read: ['denied'],
    update: ['denied'],
    delete: ['denied'],
  },
  SecurityAnswer: {
    list: ['denied'],
    create: ['none'],
    read: ['denied'],
    update: ['denied'],
    delete: ['denied'],
  },
  PrivacyRequest: {
    list: ['jwt', 'denied'],
    create: ['jwt'],
    read: ['jwt', 'denied'],
    update: ['jwt', 'denied'],
    delete: ['jwt', 'denied'],
  },
  Quantity: {
    list: ['none'],
    create: ['denied'],
    read: ['accounting'],
    update: ['accounting'],
    delete: ['denied'],
  },
  Hint: { list: ['none'], create: ['denied'], read: ['denied'], update: ['none'], delete: ['denied'] },
}

/**
 * Guards that cover every verb of a path. They are mounted after the
 * per-verb routes, so they only decide for verbs the matrix does not offer (e.g. PATCH): the caller is refused
 * by the guard before reaching "Unexpected path".
 */
const pathWide: [path: string, levels: Level[]][] = [
  ['/api/Feedbacks/:id', ['jwt']],
  ['/api/BasketItems', ['jwt']],
  ['/api/BasketItems/:id', ['jwt']],
  ['/api/PrivacyRequests', ['jwt']],
  ['/api/PrivacyRequests/:id', ['jwt']],
  ['/api/Challenges/:id', ['denied']],
  ['/api/Complaints/:id', ['denied']],
  ['/api/SecurityQuestions/:id', ['denied']],
  ['/api/SecurityAnswers/:id', ['denied']],
  ['/api/Quantitys/:id', ['accounting']],
]

/** Hooks a feature module can hang before a generic action (e.g. registration pre-checks). */
export type PreHandlers = Partial<Record<string, Partial<Record<Verb, RequestHandler[]>>>>

/** Hooks a feature module can hang after a generic create or update stored a record (e.g. to publish what was stored). */
export type AfterWrite = Partial<
  Record<
    string,
    Partial<Record<'create' | 'update', (stored: Record<string, unknown>, req: Request) => void>>
  >
>

/**
 * Hooks a feature module can hang on the records that list and read answer, e.g. to translate texts into the
 * caller's language. They shape the answer only; what is stored stays as it is.
 */
export type Presenters = Partial<
  Record<string, (record: Record<string, unknown>, req: Request) => Record<string, unknown>>
>

function guardsFor(levels: Level[], shop: Shop): RequestHandler[] {
  const byLevel: Record<Level, RequestHandler | undefined> = {
    none: undefined,
    jwt: requireJwt,
    user: requireUser(shop),
    denied: denyAll,
    accounting: requireAccounting,
  }
  return levels.map((level) => byLevel[level]).filter((guard): guard is RequestHandler => guard !== undefined)
}

function actionsFor(
  shop: Shop,
  model: ModelDefinition,
  afterWrite: AfterWrite[string],
  presenter: Presenters[string],
): Record<Verb, RequestHandler> {
  const plural = `/api/${model.name}s`
  const presented = presenter ?? ((record: Record<string, unknown>) => record)
  return {
    // A list depends on the database, the query and the language only (presenters translate), so it is kept,
    // with its compressed forms.
    list: (req, res) => {
      const key = `${model.name}\0${String(res.locals.locale ?? '')}\0${req.url}`
      const answer = shop.answers.answer(key, () => {
        const records = listResources(shop.db, model, queryFrom(req, recordFields))
        const data = records.map((record) => presented(record, req))
        return new PreparedAnswer(JSON.stringify({ status: 'success', data }))
      })
      sendPreparedJson(req, res, answer)
    },
    create: (req, res) => {
      const created = createResource(shop.db, model, bodyFrom(req, recordFields))
      afterWrite?.create?.(created, req)
      res
        .status(201)
        .location(`${plural}/${String(created.id)}`)
        .json({ status: 'success', data: created })
    },
    read: (req, res) => {
      res.json({ status: 'success', data: presented(readResource(shop.db, model, req.params.id), req) })
    },
    update: (req, res) => {
      const updated = updateResource(shop.db, model, req.params.id, bodyFrom(req, recordFields))
      afterWrite?.update?.(updated, req)
      res.json({ status: 'success', data: updated })
    },
    delete: (req, res) => {
      deleteResource(shop.db, model, req.params.id)
      res.json({ status: 'success', data: {} })
    },
  }
}

/** Mounts `/api/<Model>s[/:id]` for every resource of the matrix. */
export function restRoutes(
  shop: Shop,
  preHandlers: PreHandlers = {},
  afterWrite: AfterWrite = {},
  presenters: Presenters = {},
): Router {
  const router = Router()
  for (const [name, verbs] of Object.entries(matrix)) {
    const model = modelByName(name)
    const actions = actionsFor(shop, model, afterWrite[name], presenters[name])
    const collection = `/api/${name}s`
    const item = `${collection}/:id`
    const mount = (verb: Verb, method: 'get' | 'post' | 'put' | 'delete', path: string) => {
      const levels = verbs[verb]
      if (!levels) return
      router[method](path, ...guardsFor(levels, shop), ...(preHandlers[name]?.[verb] ?? []), actions[verb])
    }
    mount('list', 'get', collection)
    mount('create', 'post', collection)
    mount('read', 'get', item)
    mount('update', 'put', item)
    mount('delete', 'delete', item)
  }
  for (const [path, levels] of pathWide) router.all(path, ...guardsFor(levels, shop))
  return router
}
