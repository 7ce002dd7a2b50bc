import { describe, expect, it, vi } from 'vitest'
import {
  checkSupportPasswordPolicy,
  SUPPORT_PASSWORD_POLICY_WARNING,
  violatesSupportPasswordPolicy,
} from './support-password-policy'

describe('support password policy', () => {
  it('applies to support accounts only', () => {
    expect(violatesSupportPasswordPolicy('support@juice-sh.op', 'weak')).toBe(true)
    expect(violatesSupportPasswordPolicy('jim@juice-sh.op', 'weak')).toBe(false)
    expect(violatesSupportPasswordPolicy(undefined, 'weak')).toBe(false)
  })

  it('wants 12-30 characters with lower, upper, digit and special character', () => {
    expect(violatesSupportPasswordPolicy('support@juice-sh.op', 'Support2022!')).toBe(false)
    expect(violatesSupportPasswordPolicy('support@juice-sh.op', 'Support2022')).toBe(true)
    expect(violatesSupportPasswordPolicy('support@juice-sh.op', 'support2022!')).toBe(true)
    expect(violatesSupportPasswordPolicy('support@juice-sh.op', 'Supp2022!')).toBe(true)
  })

  it('logs the Romanian warning when the rule is broken', () => {
    const log = vi.fn()
    expect(checkSupportPasswordPolicy('support@juice-sh.op', 'short', log)).toBe(true)
    expect(log).toHaveBeenCalledWith(SUPPORT_PASSWORD_POLICY_WARNING)
    expect(SUPPORT_PASSWORD_POLICY_WARNING).toMatch(/^Parola echipei de asistență nu respectă/)
    log.mockClear()
    expect(checkSupportPasswordPolicy('support@juice-sh.op', 'Support2022!', log)).toBe(false)
    expect(log).not.toHaveBeenCalled()
  })
})
