import { createServer, IncomingMessage, ServerResponse, type RequestListener, type Server } from 'node:http'
import express, { type Express } from 'express'

/**
 * A constructor for the HTTP server that makes Node's request or response object with `prototype` from the start.
 * Express gives every request and response its application's prototypes with `Object.setPrototypeOf`, after Node
 * made them with their own; V8 then takes the object's hidden class out of the shared tree of classes, so every
 * property the pipeline adds afterwards (some forty per request: params, cookies, locals, headers state…) makes a
 * new hidden class and misses every inline cache on the way. An object born with the application's prototype is
 * left alone by Express (the prototype is already the one it sets) and keeps sharing its classes with every other
 * request: a bare Express application answers about three times as many requests per second on this path.
 *
 * Node's `IncomingMessage` and `ServerResponse` are plain constructor functions, so `base.call` runs them on the
 * new object; a plain function (not `Reflect.construct` with a new target, whose hidden class V8 makes afresh for
 * every object unless the target is a derived class) keeps one initial hidden class. Undefined when `base` is a class
 * (a later Node), which cannot be called that way: the server then makes its objects as usual.
 */
function bornWith(base: new (...args: never[]) => object, prototype: object): unknown {
  if (Function.prototype.toString.call(base).startsWith('class')) return undefined
  const construct = base as unknown as (this: object, ...args: unknown[]) => void
  function Born(this: object, ...args: unknown[]): void {
    construct.apply(this, args)
  }
  Born.prototype = prototype
  return Born
}

/** The prototypes an HTTP server gives its requests and responses (an Express application has both). */
export interface RequestPrototypes {
  request: object
  response: object
}

/**
 * An HTTP server whose requests and responses are created with `prototypes` (see bornWith), normally those of the
 * Express application(s) `listener` hands them to. A request the listener hands to an application with other
 * prototypes still works: Express then sets them as usual, only slower.
 */
export function createAppServer(prototypes: RequestPrototypes, listener: RequestListener): Server {
  const request = bornWith(IncomingMessage, prototypes.request) as typeof IncomingMessage | undefined
  const response = bornWith(ServerResponse, prototypes.response) as typeof ServerResponse | undefined
  if (request === undefined || response === undefined) return createServer(listener)
  return createServer({ IncomingMessage: request, ServerResponse: response }, listener)
}

const applicationOf = Symbol('express application')
type Stamped = { [applicationOf]?: Express }

/** Express's `req.app` and `res.app`, here the application that is handling the object. */
const appProperty: PropertyDescriptorMap = {
  app: {
    configurable: true,
    enumerable: true,
    get(this: Stamped) {
      return this[applicationOf]
    },
    set(this: Stamped, app: Express) {
      this[applicationOf] = app
    },
  },
}

/**
 * Request and response prototypes shared by every Express application of a process that adopts them (a workshop's
 * teams, its own pages, a shop alone), so that one HTTP server can make every request with the prototypes the
 * application handling it will want (see createAppServer): Express gives each application prototypes of its own
 * that differ only in `app`, which here is read from the request or response itself, stamped by the application as
 * it takes the request. What Express reads through `app` is the application's settings (trust proxy, query parser,
 * JSON and ETag options), so each application still answers with its own.
 */
export class SharedPrototypes implements RequestPrototypes {
  readonly request: object = Object.create(express.request, appProperty) as object
  readonly response: object = Object.create(express.response, appProperty) as object

  /** Gives `app` the shared prototypes; it stamps itself on every request and response it handles. */
  adopt(app: Express): void {
    app.request = this.request as Express['request']
    app.response = this.response as Express['response']
    const adopter = app as unknown as { handle: (req: Stamped, res: Stamped, next?: unknown) => void }
    const handle = adopter.handle.bind(app)
    adopter.handle = (req, res, next) => {
      req[applicationOf] = app
      res[applicationOf] = app
      handle(req, res, next)
    }
  }
}
