#!/usr/bin/env node
// Writes data/static/ftp/announcement_encrypted.md and data/static/ftp/encrypt.pyc, two files of the /ftp folder.
// The announcement is encrypted with textbook RSA one character at a time, so players can "decrypt" it by
// encrypting every printable character with the public key and comparing. encrypt.pyc is a small Python 2.7
// bytecode file of the script that did it; it carries N, e and both file names, which is all players need.
// Usage: node scripts/make-ftp-announcement.mjs
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ftp = path.join(root, 'data', 'static', 'ftp')

const e = 65537n
const N = BigInt(
  '145906768007583323230186939349070635292401872375357164399581871019873438799005358938369571402670149802121818086292467422828157022922076746906543401224889672472407926969987100581290103199317858753663710862357656510507883714297115637342788911463535102712032765166518411726859837988672111837205085526346618740053',
)

const paragraph = [
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et',
  'dolore magna aliqua. Our juice shop proudly presents its very own cryptocurrency, pressed from the finest',
  'blockchain fruit and filtered through seven layers of marketing. Ut enim ad minim veniam, quis nostrud',
  'exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Early birds who join the initial coin',
  'offering receive a complimentary glass of orange juice and a certificate printed on genuine recycled pulp.',
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. To',
  'take part, simply give us all your money, and then please give us all your money again, just to be sure.',
  'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est',
  'laborum. Sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque laudantium,',
  'totam rem aperiam, eaque ipsa quae ab illo inventore veritatis et quasi architecto beatae vitae dicta sunt',
  'explicabo. The offer ends once the last juice has run out',
].join(' ')

const plaintext = [
  'Major Announcement:',
  '',
  'Token Sale - Initial Coin Offering',
  '',
  paragraph,
  '',
  'URL: /#/tokensale-ico-ea',
].join('\n')
if (plaintext.length !== 1194) throw new Error(`plaintext has ${plaintext.length} characters, not 1194`)

function modPow(base, exponent, modulus) {
  let result = 1n
  let b = base % modulus
  for (let x = exponent; x > 0n; x >>= 1n) {
    if (x & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
  }
  return result
}

const lines = [...plaintext].map((char) => `${modPow(BigInt(char.codePointAt(0)), e, N)}\n`)
writeFileSync(path.join(ftp, 'announcement_encrypted.md'), lines.join(''))

// ---- encrypt.pyc: a Python 2.7 marshal stream of the module code object ----
const i32 = (n) => {
  const b = Buffer.alloc(4)
  b.writeInt32LE(n)
  return b
}
const str = (text, type = 's') =>
  Buffer.concat([Buffer.from(type), i32(Buffer.byteLength(text)), Buffer.from(text)])
const tuple = (items) => Buffer.concat([Buffer.from('('), i32(items.length), ...items])
const names = (list) => tuple(list.map((n) => str(n, 't')))
const int = (n) => Buffer.concat([Buffer.from('i'), i32(n)])
const none = Buffer.from('N')
/** Python 2 longs are marshalled as 15-bit digits, least significant first. */
function long(value) {
  const digits = []
  for (let v = value; v > 0n; v >>= 15n) digits.push(Number(v & 0x7fffn))
  const body = Buffer.alloc(digits.length * 2)
  digits.forEach((d, i) => body.writeUInt16LE(d, i * 2))
  return Buffer.concat([Buffer.from('l'), i32(digits.length), body])
}
const op = (code, arg) => (arg === undefined ? [code] : [code, arg & 0xff, arg >> 8])
function codeObject({ argcount, nlocals, stacksize, flags, ops, consts, nameList, varnames, name, line }) {
  const codeBytes = Buffer.from(ops.flat())
  return Buffer.concat([
    Buffer.from('c'),
    i32(argcount),
    i32(nlocals),
    i32(stacksize),
    i32(flags),
    Buffer.concat([Buffer.from('s'), i32(codeBytes.length), codeBytes]),
    tuple(consts),
    names(nameList),
    names(varnames),
    tuple([]),
    tuple([]),
    str('encrypt.py'),
    str(name, 't'),
    i32(line),
    str(''),
  ])
}
const [LOAD_CONST, STORE_NAME, LOAD_NAME, LOAD_ATTR, CALL_FUNCTION, MAKE_FUNCTION] = [
  100, 90, 101, 106, 131, 132,
]
const [LOAD_GLOBAL, LOAD_FAST, RETURN_VALUE, POP_TOP, BINARY_ADD] = [116, 124, 83, 1, 23]
const [SETUP_LOOP, GET_ITER, FOR_ITER, JUMP_ABSOLUTE, POP_BLOCK] = [120, 68, 93, 113, 87]

// def encrypt(char): return pow(ord(char), e, N)
const encryptFunction = codeObject({
  argcount: 1,
  nlocals: 1,
  stacksize: 4,
  flags: 0x43,
  ops: [
    op(LOAD_GLOBAL, 0),
    op(LOAD_GLOBAL, 1),
    op(LOAD_FAST, 0),
    op(CALL_FUNCTION, 1),
    op(LOAD_GLOBAL, 2),
    op(LOAD_GLOBAL, 3),
    op(CALL_FUNCTION, 3),
    op(RETURN_VALUE),
  ],
  consts: [none],
  nameList: ['pow', 'ord', 'e', 'N'],
  varnames: ['char'],
  name: 'encrypt',
  line: 4,
})

// """docstring"""; N = ...; e = 65537; plaintext = open('announcement.md').read(); out = open('announcement_encrypted.md', 'w')
// for char in plaintext: out.write(str(encrypt(char)) + '\n'); out.close()
const docstring = `Encrypts announcement.md character by character with RSA (N = ${N}, e = ${e}).`
const moduleCode = codeObject({
  argcount: 0,
  nlocals: 0,
  stacksize: 4,
  flags: 0x40,
  ops: [
    [
      op(LOAD_CONST, 8),
      op(STORE_NAME, 11),
      op(LOAD_CONST, 0),
      op(STORE_NAME, 0),
      op(LOAD_CONST, 1),
      op(STORE_NAME, 1),
    ],
    [op(LOAD_CONST, 2), op(MAKE_FUNCTION, 0), op(STORE_NAME, 2)],
    [op(LOAD_NAME, 3), op(LOAD_CONST, 3), op(CALL_FUNCTION, 1), op(LOAD_ATTR, 4), op(CALL_FUNCTION, 0)],
    [op(STORE_NAME, 5), op(LOAD_NAME, 3), op(LOAD_CONST, 4), op(LOAD_CONST, 5), op(CALL_FUNCTION, 2)],
    [
      op(STORE_NAME, 6),
      op(SETUP_LOOP, 43),
      op(LOAD_NAME, 5),
      op(GET_ITER),
      op(FOR_ITER, 35),
      op(STORE_NAME, 7),
    ],
    [op(LOAD_NAME, 6), op(LOAD_ATTR, 8), op(LOAD_NAME, 9), op(LOAD_NAME, 2), op(LOAD_NAME, 7)],
    [op(CALL_FUNCTION, 1), op(CALL_FUNCTION, 1), op(LOAD_CONST, 6), op(BINARY_ADD), op(CALL_FUNCTION, 1)],
    [op(POP_TOP), op(JUMP_ABSOLUTE, 67), op(POP_BLOCK), op(LOAD_NAME, 6), op(LOAD_ATTR, 10)],
    [op(CALL_FUNCTION, 0), op(POP_TOP), op(LOAD_CONST, 7), op(RETURN_VALUE)],
  ].flat(),
  consts: [
    long(N),
    int(65537),
    encryptFunction,
    str('announcement.md'),
    str('announcement_encrypted.md'),
    str('w'),
    str('\n'),
    none,
    str(docstring),
  ],
  nameList: [
    'N',
    'e',
    'encrypt',
    'open',
    'read',
    'plaintext',
    'out',
    'char',
    'write',
    'str',
    'close',
    '__doc__',
  ],
  varnames: [],
  name: '<module>',
  line: 1,
})

const magic = Buffer.from([0x03, 0xf3, 0x0d, 0x0a])
const timestamp = i32(1513285200) // when the announcement was "written" (mid-December 2017)
writeFileSync(path.join(ftp, 'encrypt.pyc'), Buffer.concat([magic, timestamp, moduleCode]))
console.log(`wrote ${lines.length} encrypted characters and encrypt.pyc`)
