import { createContext, useContext } from 'react'

/**
 * Called by the change-password page before it submits. The app provides the support-account policy
 * check (lib/support-password-policy.ts) through this context so that check stays in the entry bundle.
 */
export type PasswordChangeObserver = (email: string | undefined, newPassword: string) => void

export const PasswordChangeObserverContext = createContext<PasswordChangeObserver>(() => undefined)

export function usePasswordChangeObserver(): PasswordChangeObserver {
  return useContext(PasswordChangeObserverContext)
}
