// The arguments `npm start` gives node (its flags and the server script), read from package.json, so the
// benchmarks start the shop exactly as users do, without npm's own start-up time. BENCH_NODE_FLAGS adds flags after
// the start command's own, so they may override them (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` or another
// `--max-semi-space-size`).
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function startArgs(root) {
  const [, ...words] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(
    /\s+/,
  )
  const script = words.pop()
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
  return [...words, ...extraFlags, script]
}
