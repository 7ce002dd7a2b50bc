import type { ComponentType, ReactNode } from 'react'
import type { FieldPathByValue, FieldValues } from 'react-hook-form'
import { ControlledField, type BoundProp, type ControlledFieldProps } from './controlled-field'
import { FormTextField, type FormTextFieldProps } from './form-text-field'

export type ControlledTextFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string>,
> = ControlledFieldProps<T, N> &
  Omit<FormTextFieldProps, BoundProp | 'helperText'> & {
    /** The hint below the field; a function of the value for a counter ("12/16"). */
    helperText?: ReactNode | ((value: string) => ReactNode)
    /** Told about each change after the form took it (to check a dependent field again). */
    onChange?: FormTextFieldProps['onChange']
    /** The field that shows it: `FormTextField`, or one built on it such as `PasswordField`. */
    as?: ComponentType<FormTextFieldProps>
  }

/** A `FormTextField` bound to its form field, showing the translated validation message. */
export function ControlledTextField<T extends FieldValues, N extends FieldPathByValue<T, string>>({
  name,
  control,
  rules,
  errorParams,
  helperText,
  onChange,
  as: Field = FormTextField,
  ...props
}: ControlledTextFieldProps<T, N>) {
  return (
    <ControlledField
      name={name}
      control={control}
      rules={rules}
      errorParams={errorParams}
      render={(field) => (
        <Field
          {...field}
          {...props}
          onChange={(event) => {
            field.onChange(event)
            onChange?.(event)
          }}
          helperText={typeof helperText === 'function' ? helperText(field.value) : helperText}
        />
      )}
    />
  )
}
