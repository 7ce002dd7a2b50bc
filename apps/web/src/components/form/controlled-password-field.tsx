import type { FieldPathByValue, FieldValues } from 'react-hook-form'
import { ControlledTextField, type ControlledTextFieldProps } from './controlled-text-field'
import { PasswordField } from './password-field'

/** A `PasswordField` bound to its form field, showing the translated validation message. */
export function ControlledPasswordField<T extends FieldValues, N extends FieldPathByValue<T, string>>(
  props: Omit<ControlledTextFieldProps<T, N>, 'as'>,
) {
  return <ControlledTextField {...props} as={PasswordField} />
}
