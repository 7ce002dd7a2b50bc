#!/usr/bin/env node
// Regenerates the reference files of the built-in CTF export (apps/server/src/ctf-export/fixtures/) with the real
// juice-shop-ctf-cli 12.0.0, fetched by npx into npm's cache: the tool is never a dependency of this repository.
//
// Usage, from the repository root:
//   npm run build
//   PORT=3999 SHOP_DATA_DIR="$(mktemp -d)" node apps/server/dist/main.cjs &    # default configuration, no NODE_ENV
//   node scripts/generate-ctf-fixtures.mjs [shop URL, default http://localhost:3999]
//
// The tool reads the shop's /api/Challenges and /api/Hints, uses the CTF key of ctf.key (or CTF_KEY) and, for
// FBCTF, the country mapping of config/fbctf.yml, which this script serves itself on a free local port. The tests
// (ctf-export.test.ts) build the same situation: default configuration plus that country mapping.
//
// What is stored: CTFd's CSV whole; FBCTF's JSON without its random demo team (the `teams` block); RootTheBox's XML
// without the tool's own prose and images (the `<configuration>` block and every box's `<description>` and
// `<avatar>`), which we may not keep. The same cuts are made on our output before comparing (ctf-export.test.ts).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fixtures = path.join(root, 'apps/server/src/ctf-export/fixtures')
const shopUrl = process.argv[2] ?? 'http://localhost:3999'
const ctfKey = process.env.CTF_KEY || readFileSync(path.join(root, 'ctf.key'), 'utf8')

const frameworks = [
  { name: 'CTFd', format: 'ctfd', extension: 'csv', strip: (text) => text },
  { name: 'FBCTF', format: 'fbctf', extension: 'json', strip: withoutDemoTeam },
  { name: 'RootTheBox', format: 'rtb', extension: 'xml', strip: withoutToolProseAndImages },
]

/** FBCTF: drops the `teams` block (a random team with a random password hash). */
function withoutDemoTeam(json) {
  return json.replace(/\n {2}"teams": \{[\s\S]*?\n {2}\},/, '')
}

/** RootTheBox: drops the tool's `<configuration>` block and each box's `<description>` and `<avatar>`. */
function withoutToolProseAndImages(xml) {
  return xml
    .replace(/\n {2}<configuration>[\s\S]*?\n {2}<\/configuration>/, '')
    .replace(/\n {10}<description>[\s\S]*?<\/description>/g, '')
    .replace(/\n {10}<avatar>[^<]*<\/avatar>/g, '')
}

/** Serves config/fbctf.yml, from which the tool reads `ctf.countryMapping`. */
async function serveCountryMapping() {
  const mapping = readFileSync(path.join(root, 'config/fbctf.yml'))
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/yaml' }).end(mapping))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}/fbctf.yml`, close: () => server.close() }
}

/** Runs the tool asynchronously (the mapping server above must keep answering meanwhile). */
function runTool(folder, output) {
  const args = ['--yes', 'juice-shop-ctf-cli@12.0.0', '--config', 'config.yml', '--output', output]
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: folder, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`juice-shop-ctf exited with ${code}`)),
    )
  })
}

const mapping = await serveCountryMapping()
const folder = mkdtempSync(path.join(os.tmpdir(), 'ctf-fixtures-'))
try {
  for (const framework of frameworks) {
    for (const hints of ['none', 'free', 'paid']) {
      // YAML accepts JSON strings, which quote any key safely.
      const config = [
        `ctfFramework: ${framework.name}`,
        `juiceShopUrl: ${JSON.stringify(shopUrl)}`,
        `ctfKey: ${JSON.stringify(ctfKey)}`,
        `insertHints: ${hints}`,
        `countryMapping: ${JSON.stringify(mapping.url)}`,
      ].join('\n')
      writeFileSync(path.join(folder, 'config.yml'), `${config}\n`)
      const output = path.join(folder, `export.${framework.extension}`)
      await runTool(folder, output)
      const target = path.join(fixtures, `${framework.format}-${hints}.${framework.extension}`)
      writeFileSync(target, framework.strip(readFileSync(output, 'utf8')))
      console.log(`wrote ${path.relative(root, target)}`)
    }
  }
} finally {
  mapping.close()
  rmSync(folder, { recursive: true, force: true })
}
