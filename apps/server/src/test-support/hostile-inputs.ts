import { createSign } from 'node:crypto'
import fc from 'fast-check'
import { privateKey } from '../platform/auth/keys.js'

/**
 * Generators of what a hostile or broken client sends (the hostile-request test): odd path parameters, query
 * strings with nested and prototype keys, bodies of every wrong shape and content type, and tokens whose claims
 * are not what the shop issues. Values stay local: no URL points anywhere the shop could reach out to.
 */

const protoKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']

/** Field names the shop's routes read, so generated bodies reach the code behind the first check. */
const fieldNames = [
  ...protoKeys,
  'id',
  'email',
  'password',
  'passwordRepeat',
  'username',
  'role',
  'UserId',
  'BasketId',
  'ProductId',
  'quantity',
  'message',
  'author',
  'comment',
  'rating',
  'captchaId',
  'captcha',
  'answer',
  'new',
  'repeat',
  'current',
  'format',
  'couponData',
  'orderDetails',
  'paymentId',
  'addressId',
  'deliveryMethodId',
  'cid',
  'orderLines',
  'orderLinesData',
  'privateKey',
  'walletAddress',
  'key',
  'selectedLines',
  'fix',
  'imageUrl',
  'layout',
  'securityAnswer',
  'fullName',
  'mobileNum',
  'zipCode',
  'streetAddress',
  'city',
  'state',
  'country',
  'cardNum',
  'expMonth',
  'expYear',
  'balance',
  'deluxeToken',
  'tmpToken',
  'totpToken',
  'initialToken',
  'setupToken',
  'messages',
  'model',
  'action',
  'query',
  'status',
  'delivered',
  'amount',
  'name',
  'description',
  'price',
  'image',
  'isActive',
  'SecurityQuestionId',
  'securityQuestion',
  'jsonrpc',
  'method',
  'params',
  'address',
  'continueCode',
  'q',
  'to',
  'data',
  'caption',
  'deletionRequested',
  'totalPrice',
  'products',
  'eta',
  'likesCount',
  'likedBy',
  'limitPerUser',
  'mode',
]

const awkwardStrings = fc.constantFrom(
  '',
  ' ',
  "'",
  '"',
  '\\',
  '%',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '..%2f..%2fpackage.json',
  '${7*7}',
  '#{7*7}',
  '<script>x</script>',
  "' OR 1=1--",
  '{"$ne":1}',
  'undefined',
  'null',
  'true',
  'NaN',
  '-1',
  '0',
  '1',
  '2',
  '1e309',
  '99999999999999999999',
  '1.5',
  '0x10',
  '[object Object]',
  'a'.repeat(5000),
  '😀',
  '\ud800',
  'Bearer',
  'admin@juice-sh.op',
  ...protoKeys,
)

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  awkwardStrings,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 2, 4711, 2 ** 53, -(2 ** 31), 1.5, 1e308),
  fc.boolean(),
  fc.constant(null),
)

/** Any JSON value a route might not expect, including operator objects and prototype keys. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...fieldNames, '$ne', '$gt', '$where', '$regex'), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value

const bodyObject = fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: 6 })

/** A JSON text nested `depth` levels deep (arrays or objects). */
export const deeplyNested = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

export interface HostileBody {
  contentType?: string
  body?: string
}

const multipart = (
  parts: { name: string; filename?: string; type?: string; content: string }[],
): HostileBody => {
  const boundary = 'hostile-boundary'
  const text = parts
    .map(
      ({ name, filename, type, content }) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n${content}\r\n`,
    )
    .join('')
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: `${text}--${boundary}--\r\n` }
}

/** Percent-encodes like a client would; a lone surrogate (which cannot be encoded) goes as its raw UTF-8 bytes. */
const encode = (value: string): string => {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

/** A value as a form or query field would carry it. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

const json = (text: string): HostileBody => ({ contentType: 'application/json', body: text })

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc.constant<HostileBody>({}),
  bodyObject.map((value) => json(JSON.stringify(value))),
  jsonValue.map((value) => json(JSON.stringify(value) ?? 'null')),
  fc.constantFrom(
    json(deeplyNested(5000, 'array')),
    json(deeplyNested(5000, 'object')),
    json('{"a":'),
    json('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
    json(`{"message":"${'x'.repeat(120_000)}"}`),
    {
      contentType: 'application/x-www-form-urlencoded',
      body: 'a[b][c][d][e][f][g]=1&__proto__[x]=1&username[]=x',
    },
    { contentType: 'application/x-www-form-urlencoded', body: `${'a['.repeat(200)}=1` },
    { contentType: 'text/plain', body: '{"email":"x"}' },
    { contentType: 'application/xml', body: '<?xml version="1.0"?><a>&b;</a>' },
    multipart([{ name: 'unexpected', filename: 'x.png', type: 'image/png', content: 'not a png' }]),
    multipart([
      { name: 'file', filename: 'x.txt', type: 'text/plain', content: 'hello' },
      { name: 'image', filename: 'x.jpg', type: 'image/jpeg', content: 'not a jpg' },
      { name: 'other', filename: 'y.jpg', type: 'image/jpeg', content: 'y' },
    ]),
    multipart([{ name: 'caption', content: 'x' }]),
    { contentType: 'multipart/form-data; boundary=broken', body: '--broken\r\nno header\r\n\r\n' },
    { contentType: 'multipart/form-data', body: 'no boundary at all' },
  ),
  bodyObject.map((value) => ({
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(Object.entries(value).map(([k, v]) => [k, asText(v)])).toString(),
  })),
)

/** A query string with repeated, nested and prototype keys. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...fieldNames),
        fc.constantFrom('__proto__[x]', 'a[b][c]', 'q[]', 'q[$ne]', 'sort', 'email[]', 'to[]', 'id[]'),
      ),
      scalar.map(asText),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.map(([k, v]) => `${encode(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encode(v)}`).join('&'),
  )

/** A path parameter: awkward, random, or a plausible id; sometimes not validly percent-encoded. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  awkwardStrings.map(encode),
  fc.string({ minLength: 1, maxLength: 20 }).map(encode),
  fc.constantFrom('1', '2', '3', '6', '42', '%E0%A4%A', '%', 'x%2500.md', 'eastere.gg%2500.md', 'a%2fb'),
)

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')

const unsigned = (payload: unknown): string => `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`

/** Signed with the shop's own key, whatever the claims (a signing library would refuse the odd ones). */
function signToken(payload: unknown): string {
  const content = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(payload)}`
  return `${content}.${createSign('RSA-SHA256').update(content).sign(privateKey).toString('base64url')}`
}

/** Odd claims, both unsigned (which some routes deliberately accept) and signed with the shop's own key. */
const oddClaims: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ data: jsonValue }),
  fc.record({
    data: fc.record({ id: jsonValue, email: jsonValue, role: jsonValue, deluxeToken: jsonValue }),
  }),
  fc.record({
    data: fc.record({
      id: fc.constantFrom(1, 2, 4711, -1),
      email: fc.constantFrom('admin@juice-sh.op', 'x'),
    }),
  }),
  fc.constant({ exp: 'soon', iat: [] }),
)

export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  oddClaims.map((claims) => ({ Authorization: `Bearer ${unsigned(claims)}` })),
  oddClaims.map((claims) => ({ Authorization: `Bearer ${signToken(claims)}` })),
  oddClaims.map((claims) => ({ Cookie: `token=${signToken(claims)}` })),
  fc.constantFrom<Record<string, string>[]>(
    { Authorization: 'Bearer' },
    { Authorization: 'Bearer a.b.c' },
    { Authorization: 'garbage' },
    { Authorization: `Bearer ${'x'.repeat(4000)}` },
    { Cookie: 'token=a.b.c; language=../../etc' },
    { 'X-User-Email': '__proto__' },
    { 'True-Client-IP': '<script>x</script>' },
    { 'Accept-Language': '__proto__' },
    { Accept: 'application/json' },
    { Accept: 'text/plain' },
  ),
)
