// The arguments `npm start` gives node, read from package.json: its V8 flags and the server script. Whoever starts
// the shop outside npm (the benchmarks, the code-cache build) uses them, so the process runs exactly as users run it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** `{ flags, script }` of the root package.json's start script (`node <flags…> <script>`). */
export function startCommand(root) {
  const [, ...words] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(
    /\s+/,
  )
  const script = words.pop()
  return { flags: words, script }
}
