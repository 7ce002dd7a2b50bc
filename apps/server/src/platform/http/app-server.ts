import { createServer, IncomingMessage, ServerResponse, type RequestListener, type Server } from 'node:http'
import type { Express } from 'express'

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

/**
 * An HTTP server for an Express application (or a handler in front of it, `listener`) whose requests and responses
 * are created with the application's own prototypes (see bornWith). A request the listener hands to another
 * application still works: Express then sets that application's prototypes as usual, only slower.
 */
export function createAppServer(app: Express, listener: RequestListener = app): Server {
  const request = bornWith(IncomingMessage, app.request) as typeof IncomingMessage | undefined
  const response = bornWith(ServerResponse, app.response) as typeof ServerResponse | undefined
  if (request === undefined || response === undefined) return createServer(listener)
  return createServer({ IncomingMessage: request, ServerResponse: response }, listener)
}
