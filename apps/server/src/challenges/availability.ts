import type { ShopConfig } from '../config/schema.js'

/**
 * Why a challenge is unavailable, or null. Unlike the reference, `auto` keeps every challenge on: the dangerous
 * ones run inside our sandbox, so Docker or Heroku hosting is no reason to switch them off. `enabled` (safety
 * mode) switches off every challenge that the reference marks as environment-sensitive.
 */
export function unavailabilityReason(
  disabledEnv: string[],
  safetyMode: ShopConfig['challenges']['safetyMode'],
): string | null {
  if (safetyMode === 'enabled' && disabledEnv.length > 0) return 'Safety Mode'
  return null
}
