import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Repository root, found from this file's place in apps/server/{src,dist}/platform/. */
export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

export const paths = {
  configDir: path.join(appRoot, 'config'),
  dataDir: path.join(appRoot, 'data'),
  seedDir: path.join(appRoot, 'data', 'seed'),
  staticDir: path.join(appRoot, 'data', 'static'),
  webDist: path.join(appRoot, 'apps', 'web', 'dist'),
  webPublic: path.join(appRoot, 'apps', 'web', 'public'),
  ctfKeyFile: path.join(appRoot, 'ctf.key'),
  packageJson: path.join(appRoot, 'package.json'),
}
