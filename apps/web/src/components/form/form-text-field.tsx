import TextField, { type TextFieldProps } from '@mui/material/TextField'
import type { Ref } from 'react'

export type FormTextFieldProps = Omit<TextFieldProps, 'error' | 'ref'> & {
  /** Already translated validation message; its presence marks the field invalid. */
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** A full-width text field wired for react-hook-form's `Controller` (the ref goes to the input). */
export function FormTextField({ error, ref, helperText, ...props }: FormTextFieldProps) {
  return (
    <TextField {...props} inputRef={ref} error={Boolean(error)} helperText={error ?? helperText} fullWidth />
  )
}
