import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Validation } from '../../lib/validators'
import { ControlledPasswordField } from './controlled-password-field'

export interface NewPasswordPair {
  newPassword: string
  newPasswordRepeat: string
}

interface NewPasswordFieldsProps {
  validatePassword: (password: string) => Validation
  validateRepeat: (repeat: string, password: string) => Validation
  disabled?: boolean
}

/**
 * The new password and its repetition of a password form (inside its `FormProvider`); changing the password checks
 * a repetition already typed again.
 */
export function NewPasswordFields({ validatePassword, validateRepeat, disabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  const { control, getValues, trigger } = useFormContext<NewPasswordPair>()
  return (
    <>
      <ControlledPasswordField
        name="newPassword"
        control={control}
        rules={{ validate: validatePassword }}
        onChange={() => {
          if (getValues('newPasswordRepeat') !== '') void trigger('newPasswordRepeat')
        }}
        id="newPassword"
        disabled={disabled}
        autoComplete="new-password"
        label={t('LABEL_NEW_PASSWORD')}
        helperText={t('PASSWORD_LENGTH_HINT')}
      />
      <ControlledPasswordField
        name="newPasswordRepeat"
        control={control}
        rules={{ validate: (value) => validateRepeat(value, getValues('newPassword')) }}
        id="newPasswordRepeat"
        disabled={disabled}
        autoComplete="new-password"
        label={t('LABEL_NEW_PASSWORD_REPEAT')}
      />
    </>
  )
}
