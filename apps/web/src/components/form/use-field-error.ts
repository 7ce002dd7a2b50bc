import { useCallback } from 'react'
import type { ControllerFieldState } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

export type FieldErrorText = (
  state: ControllerFieldState,
  params?: Record<string, string>,
) => string | undefined

/**
 * The translated validation message of a `Controller` field, for `FormTextField`'s `error`: rules answer message
 * keys (e.g. `MANDATORY_EMAIL`), `params` fill the key's placeholders.
 */
export function useFieldError(): FieldErrorText {
  const { t } = useTranslation()
  return useCallback<FieldErrorText>(
    (state, params) => (state.error?.message ? t(state.error.message, params) : undefined),
    [t],
  )
}
