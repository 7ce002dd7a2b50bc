#!/usr/bin/env node
// Writes data/static/ftp/incident-support.kdbx, the support team's KeePass database of the "Login Support Team"
// challenge, served in /ftp. KDBX 3.1 with AES key derivation, so kdbxweb needs no Argon2 implementation and
// keepass2john can read it. Every run produces different bytes (fresh salts); the content stays the same.
// Usage: node scripts/make-keepass.mjs [output file]
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import kdbxweb from 'kdbxweb'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const output = process.argv[2] ?? path.join(root, 'data', 'static', 'ftp', 'incident-support.kdbx')

const masterPassword = 'Support2022!'
const prodAccount = {
  title: 'prod',
  user: 'support@juice-sh.op',
  password: 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P',
  url: 'juice-shop.herokuapp.com',
  notes:
    'Shared incident account of the support team. The e-mail domain may differ in customised installations.',
}
// KeePass' default number of AES transformation rounds for KDBX 3.1: slow enough to be realistic, yet crackable.
const aesRounds = 60000

/** KeePass field references name the target entry by its UUID as 32 upper-case hex digits. */
const uuidHex = (uuid) => Buffer.from(uuid.toBytes()).toString('hex').toUpperCase()

function addEntry(db, group, { title, user, password, url, notes = '' }) {
  const entry = db.createEntry(group)
  entry.fields.set('Title', title)
  entry.fields.set('UserName', user)
  entry.fields.set('Password', kdbxweb.ProtectedValue.fromString(password))
  entry.fields.set('URL', url)
  entry.fields.set('Notes', notes)
  return entry
}

function addReferencingEntry(db, group, title, url, target) {
  const hex = uuidHex(target.uuid)
  return addEntry(db, group, {
    title,
    user: `{REF:U@I:${hex}}`,
    password: `{REF:P@I:${hex}}`,
    url,
    notes: 'Same credentials as prod (field references).',
  })
}

function fillRecycleBin(db) {
  db.createRecycleBin()
  const bin = db.getGroup(db.meta.recycleBinUuid)
  addEntry(db, bin, {
    title: 'Example login (deleted)',
    user: 'someone@example.com',
    password: 'not-a-real-password',
    url: 'https://example.com/login',
    notes: 'A sample entry that came with the new database; nobody needed it.',
  })
  addEntry(db, bin, {
    title: 'Example mail account (deleted)',
    user: 'mailbox',
    password: 'also-not-real',
    url: 'https://mail.example.org',
    notes: 'Second sample entry, thrown away while setting up the incident database.',
  })
}

async function main() {
  const credentials = new kdbxweb.KdbxCredentials(kdbxweb.ProtectedValue.fromString(masterPassword))
  const db = kdbxweb.Kdbx.create(credentials, 'incident-support')
  db.setVersion(3)
  db.header.keyEncryptionRounds = aesRounds
  db.meta.generator = 'KeePass'
  const group = db.getDefaultGroup()
  const prod = addEntry(db, group, prodAccount)
  addReferencingEntry(db, group, 'int', 'juice-shop-staging.herokuapp.com', prod)
  addReferencingEntry(db, group, 'dev', 'localhost:3000', prod)
  fillRecycleBin(db)
  const bytes = Buffer.from(await db.save())
  mkdirSync(path.dirname(output), { recursive: true })
  writeFileSync(output, bytes)
  console.log(
    `${path.relative(root, output)}: ${bytes.length} bytes, KDBX ${db.versionMajor}.${db.versionMinor}`,
  )
}

await main()
