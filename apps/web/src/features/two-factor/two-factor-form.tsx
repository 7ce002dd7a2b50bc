import Stack from '@mui/material/Stack'
import { useState, type ReactNode } from 'react'
import { FormProvider, type UseFormReturn } from 'react-hook-form'
import { TwoFactorFailure } from './two-factor-failure'
import { TwoFactorPasswordField, type TwoFactorPassword } from './two-factor-password-field'

interface TwoFactorFormProps<T extends TwoFactorPassword> {
  form: UseFormReturn<T>
  /** Sends the filled form; a refusal shows until the form changes again. */
  send: (values: T) => Promise<unknown>
  onDone: () => void
  /** The id of the current password field. */
  passwordId: string
  /** What stands above the refusal: the feature's state, the code to scan. */
  intro: ReactNode
  /** What follows the current password: further fields and the submit button. */
  children: ReactNode
}

/** A form that turns two-factor authentication on or off, confirmed with the current password. */
export function TwoFactorForm<T extends TwoFactorPassword>({
  form,
  send,
  onDone,
  passwordId,
  intro,
  children,
}: TwoFactorFormProps<T>) {
  const [failed, setFailed] = useState(false)
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values)
      onDone()
    } catch {
      setFailed(true)
    }
  })

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2}
        sx={{ maxWidth: 480 }}
        onChange={() => setFailed(false)}
      >
        {intro}
        <TwoFactorFailure shown={failed} />
        <TwoFactorPasswordField id={passwordId} />
        {children}
      </Stack>
    </FormProvider>
  )
}
