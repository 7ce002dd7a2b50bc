import { fetchOutbound } from '../../platform/outbound/outbound-gateway.js'
import type { HostAttempt } from '../../sandbox/sandbox.js'
import type { Shop } from '../../shop/shop.js'

/** The key the juicy malware sends home with. */
export const SERVER_SIDE_KEY = 'tRy_H4rd3r_n0thIng_iS_Imp0ssibl3'

// vuln-code-snippet start sstiChallenge
const TEMPLATE_LIMITS = { timeoutMs: 1000, maxIterations: 1_000_000 }
const templatePattern = /#\{(.*)\}/

export const isTemplate = (username: string): boolean => templatePattern.test(username) // vuln-code-snippet neutral-line sstiChallenge

// vuln-code-snippet hide-start sstiChallenge
/** A command line that downloads one of the quarantined juicy malware binaries and starts it. */
const malwareDownload = /https?:\/\/\S*juicy[-_]malware/i
const startsLocalProgram = (command: string): boolean =>
  command.split(/&&|\|\||[;|]/).some((part) => /^\s*(\.\/|sh |bash )/.test(part))

export function runsJuicyMalware(attempts: readonly HostAttempt[]): boolean {
  return attempts.some(
    ({ api, detail }) =>
      api.startsWith('child_process.') && malwareDownload.test(detail) && startsLocalProgram(detail),
  )
}

// vuln-code-snippet hide-end sstiChallenge
function display(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value)
  return Array.isArray(value) ? value.map(String).join(',') : '[object Object]'
}

// vuln-code-snippet hide-start sstiChallenge
/**
 * The legacy profile page evaluates the inside of a `#{…}` username as JavaScript. Here that happens only in the
 * shop's sandbox: the fake `child_process` records the command instead of running it. When the command would have
 * downloaded and started the juicy malware, the shop plays the malware's part: it calls home to its own
 * confirmation endpoint, as the real binary does; no process is ever spawned.
 */
// vuln-code-snippet hide-end sstiChallenge
// The legacy profile page shows a `#{…}` username as the value of the expression inside the braces.
export async function evaluateUsername(shop: Shop, username: string, ownPort: number): Promise<string> {
  const expression = username.substring(2, username.length - 1) // vuln-code-snippet neutral-line sstiChallenge
  const outcome = await shop.sandbox.evaluate(expression, { limits: TEMPLATE_LIMITS }) // vuln-code-snippet vuln-line sstiChallenge
  // vuln-code-snippet hide-start sstiChallenge
  if (runsJuicyMalware(outcome.attempts)) {
    const home = `http://127.0.0.1:${ownPort}/solve/challenges/server-side?key=${SERVER_SIDE_KEY}`
    await fetchOutbound(home, { port: ownPort, headers: shop.ownRequestHeaders })
  }
  // vuln-code-snippet hide-end sstiChallenge
  return outcome.ok ? display(outcome.value) : username
}
// vuln-code-snippet end sstiChallenge
