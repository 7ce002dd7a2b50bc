/** The coin's name when `application.altcoinName` is not configured. */
export const DEFAULT_COIN_NAME = 'Juicycoin'

export function coinName(configured: string | null | undefined): string {
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : DEFAULT_COIN_NAME
}
