import { statSync } from 'node:fs'
import type { NextFunction, Response } from 'express'
import { HttpError } from '../../platform/http/errors.js'
import { resolveInside } from './safe-path.js'

/** The refusal every file route of the facilities gives for names with a slash. */
export const slashRefusal = (): HttpError => new HttpError(403, 'File names cannot contain forward slashes!')

/** The existing regular file `name` inside `folder`, or undefined (missing, a folder, or outside the folder). */
export function existingFile(folder: string, name: string): string | undefined {
  const file = resolveInside(folder, name)
  if (!file) return undefined
  try {
    return statSync(file).isFile() ? file : undefined
  } catch {
    return undefined
  }
}

export const notFound = (name: string): HttpError => new HttpError(404, `File not found: ${name}`)

/**
 * Sends a file already resolved inside the instance tree. Dot-folders are allowed because the data folder
 * itself may be one (`.shop-data`); the listings still hide dotfiles.
 */
export function sendResolvedFile(res: Response, file: string, next: NextFunction, type?: string): void {
  if (type) res.type(type)
  res.sendFile(file, { dotfiles: 'allow' }, (error) => {
    if (error) next(error)
  })
}
