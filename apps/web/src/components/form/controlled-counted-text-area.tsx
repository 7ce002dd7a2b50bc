import type { FieldPathByValue, FieldValues } from 'react-hook-form'
import { ControlledTextField, type ControlledTextFieldProps } from './controlled-text-field'

export type ControlledCountedTextAreaProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string>,
> = Omit<ControlledTextFieldProps<T, N>, 'as' | 'multiline' | 'helperText'> & { maxLength: number }

/**
 * A required multi-line text with a length limit and a "used/maximum" counter below it (comments, messages),
 * bound to its form field.
 */
export function ControlledCountedTextArea<T extends FieldValues, N extends FieldPathByValue<T, string>>({
  maxLength,
  ...props
}: ControlledCountedTextAreaProps<T, N>) {
  return (
    <ControlledTextField
      {...props}
      required
      multiline
      minRows={3}
      slotProps={{ htmlInput: { maxLength } }}
      helperText={(value) => `${value.length}/${maxLength}`}
    />
  )
}
