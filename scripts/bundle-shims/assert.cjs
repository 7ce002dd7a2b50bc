'use strict'
// Stands in for `assert` where pino's output streams (sonic-boom, thread-stream) import it, in the server bundle
// (scripts/bundle-server.mjs). They only call assert(value[, message]); loading Node's assert module costs some 4 ms
// of every start, so it is loaded the first time a value fails, and throws its AssertionError then.
module.exports = function assert(value, message) {
  if (!value) require('node:assert')(value, message)
}
