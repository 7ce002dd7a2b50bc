import { describe, expect, it } from 'vitest'
import {
  validateChangeRepeat,
  validateEmail,
  validateExportCaptcha,
  validateNewPasswordMinimum,
  validatePasswordLength,
  validateRepeat,
  validateTotpToken,
} from './validators'

describe('account form validation', () => {
  it('wants a present, well-formed email', () => {
    expect(validateEmail('')).toBe('MANDATORY_EMAIL')
    expect(validateEmail('jim')).toBe('INVALID_EMAIL')
    expect(validateEmail('jim@juice-sh.op')).toBe(true)
  })

  it('accepts 5 to 20 password characters for a change', () => {
    expect(validatePasswordLength('')).toBe('MANDATORY_PASSWORD')
    expect(validatePasswordLength('1234')).toBe('INVALID_PASSWORD_LENGTH')
    expect(validatePasswordLength('12345')).toBe(true)
    expect(validatePasswordLength('x'.repeat(20))).toBe(true)
    expect(validatePasswordLength('x'.repeat(21))).toBe('INVALID_PASSWORD_LENGTH')
  })

  it('only sets a minimum of 5 for a reset', () => {
    expect(validateNewPasswordMinimum('')).toBe('MANDATORY_PASSWORD')
    expect(validateNewPasswordMinimum('1234')).toBe('INVALID_PASSWORD_LENGTH')
    expect(validateNewPasswordMinimum('x'.repeat(40))).toBe(true)
  })

  it('wants the repeat to equal the password', () => {
    expect(validateRepeat('', 'abcde')).toBe('MANDATORY_PASSWORD_REPEAT')
    expect(validateRepeat('abcdf', 'abcde')).toBe('PASSWORDS_NOT_MATCHING')
    expect(validateRepeat('abcde', 'abcde')).toBe(true)
  })

  it('wants the repeat of a change to be 5-20 characters and equal to the new password', () => {
    expect(validateChangeRepeat('', 'abcde')).toBe('MANDATORY_PASSWORD_REPEAT')
    expect(validateChangeRepeat('abc', 'abc')).toBe('INVALID_PASSWORD_LENGTH')
    expect(validateChangeRepeat('abcdf', 'abcde')).toBe('PASSWORDS_NOT_MATCHING')
    expect(validateChangeRepeat('abcde', 'abcde')).toBe(true)
  })

  it('wants exactly six digits as two-factor token', () => {
    expect(validateTotpToken('')).toBe('MANDATORY_TWO_FACTOR_TOKEN')
    expect(validateTotpToken('12345')).toBe('INVALID_TWO_FACTOR_TOKEN_FORMAT')
    expect(validateTotpToken('1234567')).toBe('INVALID_TWO_FACTOR_TOKEN_FORMAT')
    expect(validateTotpToken('12a456')).toBe('INVALID_TWO_FACTOR_TOKEN_FORMAT')
    expect(validateTotpToken('123456')).toBe(true)
  })

  it('wants exactly five captcha characters', () => {
    expect(validateExportCaptcha('')).toBe('MANDATORY_CAPTCHA')
    expect(validateExportCaptcha('abcd')).toBe('INVALID_EXPORT_CAPTCHA_LENGTH')
    expect(validateExportCaptcha('abcdef')).toBe('INVALID_EXPORT_CAPTCHA_LENGTH')
    expect(validateExportCaptcha('aB3d5')).toBe(true)
  })
})
