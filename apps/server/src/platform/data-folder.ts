import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StartupError } from './startup-error.js'

const runningUser = (): string => String(process.getuid?.() ?? os.userInfo().username)

/**
 * Creates the data folder (`SHOP_DATA_DIR`) if needed and proves it writable by writing a file, which also holds for
 * root, read-only mounts and a path below a regular file. Its parent must exist: a mistyped path stops the shop
 * instead of growing a tree of folders nobody mounted.
 */
export function prepareDataFolder(dataDir: string): void {
  const parent = path.dirname(dataDir)
  if (!existsSync(parent))
    throw new StartupError(
      `Cannot create the data folder ${dataDir} (SHOP_DATA_DIR): its parent folder ${parent} does not exist; ` +
        `create it or point SHOP_DATA_DIR elsewhere`,
    )
  const probe = path.join(dataDir, `.write-test-${process.pid}`)
  try {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(probe, '')
    rmSync(probe)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    throw new StartupError(
      `Cannot write to the data folder ${dataDir} (SHOP_DATA_DIR, ${code}): make it writable for user ` +
        `${runningUser()} or point SHOP_DATA_DIR elsewhere`,
    )
  }
}
