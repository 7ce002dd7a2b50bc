'use strict'
// Stands in for `depd` in the server bundle (scripts/bundle-server.mjs). Express, its router and http-errors call
// depd(namespace) as they load, and depd reads a stack trace at once to find its caller's file; inside the one-file
// bundle that makes V8 work out the source positions of the whole script: 14 ms of a 212 ms cold start (6 %,
// 2026-11-29). They only ever
// call the result as deprecate(message): this stand-in takes those calls and loads the real depd the first time a
// deprecated use is reported, which then reports it as it always does.
module.exports = function depd(namespace) {
  let real
  return function deprecate(message) {
    real ??= require('depd')(namespace)
    real(message)
  }
}
