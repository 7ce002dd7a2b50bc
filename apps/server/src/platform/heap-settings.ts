import v8 from 'node:v8'

/**
 * V8's heap settings for the running shop: after a full collection the old generation may grow by 30 % before the
 * next one, instead of by V8's own factor (up to four times its size, chosen from how fast it collects), which keeps
 * the resident memory low and flat under load without `--optimize-for-size`'s collector cost.
 *
 * They are set once the shop listens, not as node flags on the start command: any V8 flag there changes V8's flag
 * hash, and V8 then rejects the code cache Node ships for its own modules and compiles each one the start loads
 * (some 12 ms of every start on a 2-core machine). The build's code-cache run (`JUICY_CODE_CACHE=write`) keeps V8's
 * defaults, because the cache it writes as it exits must match the flags of a start.
 */
export function applyHeapSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (env.JUICY_CODE_CACHE === 'write') return
  v8.setFlagsFromString('--heap-growing-percent=30')
}
