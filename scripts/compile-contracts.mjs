#!/usr/bin/env node
// Compiles the shop's Solidity contracts (apps/server/src/modules/web3/contracts/*.sol) with solc from the npm
// registry (a build-time tool only: it never ships inside the server) into data/web3-contracts.json: ABI, deployment
// bytecode, event topics and function selectors per contract, which the server deploys on its local chain.
//
//   node scripts/compile-contracts.mjs           writes data/web3-contracts.json (part of `npm run build`)
//   node scripts/compile-contracts.mjs --check   fails when the file is not what the sources compile to
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import { toEventSelector } from 'viem'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sourceFolder = path.join(root, 'apps', 'server', 'src', 'modules', 'web3', 'contracts')
const output = path.join(root, 'data', 'web3-contracts.json')

const sources = Object.fromEntries(
  readdirSync(sourceFolder)
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => [file, { content: readFileSync(path.join(sourceFolder, file), 'utf8') }]),
)
const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    // No metadata hash: the bytecode then depends on the code only, not on comments or paths.
    metadata: { bytecodeHash: 'none', appendCBOR: false },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.methodIdentifiers'] } },
  },
}
const result = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (result.errors ?? []).filter((error) => error.severity === 'error')
if (errors.length > 0) {
  console.error(errors.map((error) => error.formattedMessage).join('\n'))
  process.exit(1)
}
const contracts = {}
for (const file of Object.keys(sources)) {
  const name = file.replace(/\.sol$/, '')
  const compiled = result.contracts[file][name]
  // Topic 0 of each event and the 4-byte selector of each function, so the server needs no ABI coder.
  const events = Object.fromEntries(
    compiled.abi.filter((item) => item.type === 'event').map((item) => [item.name, toEventSelector(item)]),
  )
  const selectors = Object.fromEntries(
    Object.entries(compiled.evm.methodIdentifiers).map(([signature, id]) => [signature, `0x${id}`]),
  )
  contracts[name] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}`, events, selectors }
}
const json = `${JSON.stringify({ compiler: solc.version(), contracts }, null, 2)}\n`
if (process.argv.includes('--check')) {
  if (!existsSync(output) || readFileSync(output, 'utf8') !== json) {
    console.error('web3 contracts: data/web3-contracts.json is stale; run `npm run contracts:compile`')
    process.exit(1)
  }
  console.log(`web3 contracts: ${Object.keys(contracts).length} contracts, compiled file up to date`)
} else {
  writeFileSync(output, json)
  console.log(`web3 contracts: compiled ${Object.keys(contracts).join(', ')} to data/web3-contracts.json`)
}
