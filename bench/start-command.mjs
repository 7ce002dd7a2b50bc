// The arguments `npm start` gives node (scripts/start-command.mjs), so the benchmarks start the shop exactly as users
// do, without npm's own start-up time. BENCH_NODE_FLAGS adds flags after the start command's own, so they may
// override them (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` or another `--max-semi-space-size`).
import { startCommand } from '../scripts/start-command.mjs'

export function startArgs(root) {
  const { flags, script } = startCommand(root)
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
  return [...flags, ...extraFlags, script]
}
