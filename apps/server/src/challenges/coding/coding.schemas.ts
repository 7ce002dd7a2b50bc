import { anyField, fieldsOf } from '../../platform/http/request-input.js'

/** POST /snippets/verdict and /snippets/fixes of the coding challenges: judged by the routes. */
export const verdictBody = fieldsOf({ key: anyField, selectedLines: anyField })
export const fixBody = fieldsOf({ key: anyField, selectedFix: anyField })
