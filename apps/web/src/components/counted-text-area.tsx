import { FormTextField, type FormTextFieldProps } from './form-text-field'

export type CountedTextAreaProps = Omit<FormTextFieldProps, 'value' | 'multiline' | 'helperText'> & {
  value: string
  maxLength: number
}

/** A required multi-line text with a length limit and a "used/maximum" counter below it (comments, messages). */
export function CountedTextArea({ value, maxLength, ...props }: CountedTextAreaProps) {
  return (
    <FormTextField
      {...props}
      value={value}
      required
      multiline
      minRows={3}
      slotProps={{ htmlInput: { maxLength } }}
      helperText={`${value.length}/${maxLength}`}
    />
  )
}
