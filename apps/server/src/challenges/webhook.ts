import os from 'node:os'
import type { Logger } from 'pino'

export interface WebhookSolution {
  challenge: string
  hintsAvailable: number
  hintsUnlocked: number
  /** This solve's cheat score and the median over all fresh solves (challenges/cheat-score.ts). */
  cheatScore: number
  totalCheatScore: number
  flag: string
}

export interface WebhookIssuer {
  appName: string
  config: string
  version: string
  /** The workshop team whose shop solved the challenge (workshop mode only). */
  team?: string
}

/** Body of the solutions webhook, the reference's (MultiJuicer reads it). */
export function webhookBody(
  solution: WebhookSolution,
  issuer: WebhookIssuer,
  issuedOn = new Date(),
): unknown {
  return {
    solution: {
      challenge: solution.challenge,
      hintsAvailable: solution.hintsAvailable,
      hintsUnlocked: solution.hintsUnlocked,
      cheatScore: solution.cheatScore,
      totalCheatScore: solution.totalCheatScore,
      issuedOn: issuedOn.toISOString(),
    },
    ctfFlag: solution.flag,
    issuer: {
      hostName: os.hostname(),
      os: `${os.type()} (${os.release()})`,
      appName: issuer.appName,
      config: issuer.config,
      version: issuer.version,
    },
    ...(issuer.team === undefined ? {} : { team: issuer.team }),
  }
}

/** Sends the webhook; failures are logged, never thrown. */
export async function sendWebhook(url: string, body: unknown, logger: Logger): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok)
      logger.warn({ url, status: response.status }, 'solutions webhook answered with an error')
  } catch (error) {
    logger.warn({ url, err: error }, 'solutions webhook failed')
  }
}
