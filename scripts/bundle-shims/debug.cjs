'use strict'
// Stands in for `debug` in the server bundle (scripts/bundle-server.mjs). Express, its router, body-parser, send,
// finalhandler and Socket.IO each make their loggers as they load, and the real debug loads tty and supports-color
// and inspects the terminal for them (some 2 ms of every start), although its loggers write only for the namespaces
// the DEBUG variable names. With DEBUG set when the shop starts this is the real debug; without it, every logger is
// silent, as the real one's would be.
module.exports = process.env.DEBUG ? require('debug') : silentDebug()

function silentDebug() {
  function createDebug(namespace) {
    const debug = () => {}
    debug.namespace = namespace
    debug.enabled = false
    debug.extend = (sub, delimiter = ':') => createDebug(`${namespace}${delimiter}${sub}`)
    return debug
  }
  createDebug.enabled = () => false
  createDebug.enable = () => {}
  createDebug.disable = () => ''
  createDebug.debug = createDebug
  createDebug.default = createDebug
  return createDebug
}
