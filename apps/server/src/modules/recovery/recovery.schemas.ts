import { z } from 'zod'
import { anyField, fieldsOf, textField } from '../../platform/http/request-input.js'

/**
 * What the recovery routes read. Lenient like the reference: a field of the
 * wrong type counts as missing. `email` of the security question stays as sent: a missing one is the reference's
 * deliberate 500, any other non-text finds no question.
 */
export const securityQuestionQuery = z.looseObject({ email: anyField })

/** `repeat` and `current` are compared as sent, so a list or number never passes for the text it is not. */
export const resetPasswordBody = fieldsOf({
  email: textField,
  answer: textField,
  new: textField,
  repeat: anyField,
})
export const changePasswordQuery = z.looseObject({ new: textField, repeat: anyField, current: anyField })

export const secondFactorBody = fieldsOf({ tmpToken: textField, totpToken: textField })
export const twoFactorSetupBody = fieldsOf({
  password: textField,
  setupToken: textField,
  initialToken: textField,
})
export const twoFactorDisableBody = fieldsOf({ password: textField })

export const dataExportBody = fieldsOf({ answer: anyField })

/** The erasure form: every field becomes a variable of the layout template; `layout` is the file read. */
export const erasureBody = fieldsOf({ layout: anyField })

export type ResetPasswordFields = z.output<typeof resetPasswordBody>
export type ChangePasswordFields = z.output<typeof changePasswordQuery>
export type SecondFactorFields = z.output<typeof secondFactorBody>
export type TwoFactorSetupFields = z.output<typeof twoFactorSetupBody>
export type TwoFactorDisableFields = z.output<typeof twoFactorDisableBody>
