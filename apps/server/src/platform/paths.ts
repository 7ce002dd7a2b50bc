import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Repository root: the nearest folder above this module that holds the shop's `config/default.yml`. */
function findAppRoot(start: string): string {
  let folder = start
  while (!existsSync(path.join(folder, 'config', 'default.yml'))) {
    const parent = path.dirname(folder)
    if (parent === folder) throw new Error(`No shop installation (config/default.yml) above ${start}`)
    folder = parent
  }
  return folder
}

export const appRoot = findAppRoot(path.dirname(fileURLToPath(import.meta.url)))

export const paths = {
  configDir: path.join(appRoot, 'config'),
  dataDir: path.join(appRoot, 'data'),
  seedDir: path.join(appRoot, 'data', 'seed'),
  /** Coding challenges extracted from the marked source at build time (scripts/coding-challenges.mjs). */
  codingChallenges: path.join(appRoot, 'data', 'coding-challenges.json'),
  /** The Web3 contracts compiled at build time (scripts/compile-contracts.mjs). */
  web3Contracts: path.join(appRoot, 'data', 'web3-contracts.json'),
  /** The built-in chat model's patterns, thresholds and answers (modules/chat/builtin). */
  chatbotTrainingModel: path.join(appRoot, 'data', 'chatbot', 'training-model.yml'),
  staticDir: path.join(appRoot, 'data', 'static'),
  webDist: path.join(appRoot, 'apps', 'web', 'dist'),
  webPublic: path.join(appRoot, 'apps', 'web', 'public'),
  /** Where the reference's image folder is; MultiJuicer mounts custom images there. */
  mountedImages: path.join(appRoot, 'frontend', 'dist', 'frontend', 'assets', 'public', 'images'),
  ctfKeyFile: path.join(appRoot, 'ctf.key'),
  packageJson: path.join(appRoot, 'package.json'),
}
