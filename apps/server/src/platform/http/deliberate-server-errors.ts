/**
 * Every 5xx the shop answers on purpose, in one table: the reference's own server errors that write-ups and its
 * API tests rely on, and the ones the Error Handling challenge wants provoked. Any other 5xx is a bug;
 * the hostile-request test (hostile-requests.test.ts) sends malformed input to every route and fails on a 5xx that
 * no row here explains.
 *
 * `routes` are `METHOD /express/path` of the route table (or `*` for every route); `message` is matched against the
 * error's `Name: message` when the error page answered, or against the body of a direct answer.
 */
export interface DeliberateServerError {
  routes: readonly string[]
  status: 500 | 503
  message: RegExp
  because: string
}

const everyRoute = ['*']

export const deliberateServerErrors: readonly DeliberateServerError[] = [
  {
    routes: everyRoute,
    status: 500,
    message: /^Error: Unexpected path: /,
    because: 'unknown /api and /rest paths fall through to the catch-all, verbs no route answers included',
  },
  {
    routes: everyRoute,
    status: 500,
    message: /^Error: Blocked illegal activity by /,
    because: 'routes that need a registered session answer 500 without one',
  },
  {
    routes: everyRoute,
    status: 500,
    message: /^SyntaxError: /,
    because: 'a malformed JSON body reaches the error page',
  },
  {
    routes: ['GET /rest/products/search', 'POST /rest/user/login'],
    status: 500,
    message: /^DatabaseError: SQLITE_/,
    because: 'the injectable queries show SQLite errors (search and login SQL injection challenges)',
  },
  {
    routes: ['GET /rest/products/search', 'POST /rest/user/login'],
    status: 503,
    message: /^Error: Sorry, we are temporarily not available/,
    because: 'an injected query that runs too long is stopped by the bounded SQL worker',
  },
  {
    routes: ['GET /rest/user/security-question'],
    status: 500,
    message: /^Error: WHERE parameter "email" has invalid "undefined" value$/,
    because: 'the reference answers a missing email with its ORM error',
  },
  {
    routes: ['POST /rest/basket/:id/checkout', 'PUT /rest/basket/:id/coupon/:coupon'],
    status: 500,
    message: /^Error: Basket with id=.* does not exist\.$/,
    because: 'any basket id can be addressed; a missing one is a 500 in the reference',
  },
  {
    routes: ['POST /rest/basket/:id/checkout'],
    status: 500,
    message: /^Error: Insufficient wallet balance\.$/,
    because: 'wallet payment without enough balance (negative order challenge context)',
  },
  {
    routes: ['POST /api/BasketItems', 'PUT /api/BasketItems/:id'],
    status: 500,
    message: /^(Error: No such (product|item) found!|UniqueConstraintError: Validation error)$/,
    because: 'the stock check and duplicate items answer 500 in the reference',
  },
  {
    routes: ['POST /rest/memories'],
    status: 500,
    message:
      /^(Error: Invalid mime type|Error: Malformed part header|Error: Unexpected end of form|Error: Multipart: Boundary not found)$/,
    because: 'the memories upload answers wrong types and malformed multipart with the parser error',
  },
  {
    routes: ['POST /file-upload', 'POST /profile/image/file', 'POST /rest/memories'],
    status: 500,
    message: /^(MulterError: File too large|ZipError: .*|Error: Illegal file type)$/,
    because: 'the upload routes answer oversized files, broken archives and unknown types with 500',
  },
  {
    routes: ['POST /rest/user/data-export'],
    status: 500,
    message: /^Error: Error retrieving (orders|reviews) for /,
    because: 'store failures during the data export',
  },
  {
    routes: ['GET /rest/country-mapping'],
    status: 500,
    message: /^$/,
    because: 'no country mapping configured (the default) answers an empty 500',
  },
  {
    routes: ['POST /profile', 'GET /profile'],
    status: 500,
    message: /^Error: User not found$/,
    because: 'a valid session for a user that no longer exists',
  },
  {
    routes: ['GET /dataerasure'],
    status: 500,
    message: /^Error: No (answer|question) found!$/,
    because: 'users without a security answer cannot open the erasure form',
  },
  {
    routes: ['POST /dataerasure'],
    status: 500,
    message: /^Error: (File access not allowed|ENOENT: .*|EISDIR: .*)$/,
    because: 'the layout parameter of the local file read challenge',
  },
  {
    routes: ['GET /redirect'],
    status: 500,
    message: /^TypeError: Cannot read properties of undefined \(reading 'includes'\)$/,
    because: 'a redirect without target, as in the reference',
  },
  {
    routes: ['POST /b2b/v2/orders'],
    status: 500,
    message: /./,
    because: 'errors of the evaluated order lines (RCE challenges) are shown as they are',
  },
  {
    routes: ['POST /b2b/v2/orders'],
    status: 503,
    message: /^Error: Sorry, we are temporarily not available/,
    because: 'order lines that run too long (rceOccupyChallenge)',
  },
  {
    routes: ['POST /api/Users', 'PUT /api/Users/:id'],
    status: 500,
    message: /Nice try, but this is not how the/,
    because: 'the Ephemeral Accountant cannot be created through the API',
  },
  {
    routes: everyRoute,
    status: 500,
    message: /"message":"internal error","errors":\["SQLITE_CONSTRAINT: FOREIGN KEY constraint failed"\]/,
    because: 'the generic REST layer answers broken references with the database error',
  },
]

const routeMatches = (routes: readonly string[], route: string): boolean =>
  routes.includes('*') || routes.includes(route)

/** Whether a 5xx answer of `route` (`METHOD /path`) is one of the deliberate ones. */
export const isDeliberateServerError = (route: string, status: number, message: string): boolean =>
  deliberateServerErrors.some(
    (entry) => entry.status === status && routeMatches(entry.routes, route) && entry.message.test(message),
  )
