import Button, { type ButtonProps } from '@mui/material/Button'
import { useFormState, type Control, type FieldValues } from 'react-hook-form'

export type SubmitButtonProps<T extends FieldValues> = Omit<ButtonProps, 'type' | 'variant' | 'disabled'> & {
  /** The form's control: the button is off while the form is invalid or being sent. */
  control: Control<T>
  /** A further reason to keep it off (a form locked until a lookup answers, a rejected file). */
  blocked?: boolean
}

/** The contained submit button of a react-hook-form form. */
export function SubmitButton<T extends FieldValues>({
  control,
  blocked = false,
  ...props
}: SubmitButtonProps<T>) {
  const { isValid, isSubmitting } = useFormState({ control })
  return (
    <Button {...props} type="submit" variant="contained" disabled={blocked || !isValid || isSubmitting} />
  )
}
