import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ControlledPasswordField } from '../../components/form/controlled-password-field'

/** The fields every two-factor settings form has: the current password confirms the change. */
export interface TwoFactorPassword {
  password: string
}

/** The current password of a two-factor settings form (inside its `FormProvider`). */
export function TwoFactorPasswordField({ id }: { id: string }) {
  const { t } = useTranslation()
  const { control } = useFormContext<TwoFactorPassword>()
  return (
    <ControlledPasswordField
      name="password"
      control={control}
      rules={{ required: 'MANDATORY_PASSWORD' }}
      id={id}
      autoComplete="current-password"
      label={t('LABEL_CURRENT_PASSWORD')}
    />
  )
}
