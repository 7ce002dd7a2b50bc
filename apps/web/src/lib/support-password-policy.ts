/**
 * The corporate rule for privileged support accounts. Imported eagerly by the app (not by the lazily
 * loaded change-password page) so the rule and its Romanian warning sit in the entry bundle, where
 * players reading `main.js` find the shape of the support team's KeePass master password.
 */

export const SUPPORT_EMAIL_PATTERN = /support@.*/

// The policy reveals the shape of the support team's KeePass master password.
export const PRIVILEGED_PASSWORD_POLICY =
  /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{12,30}/ // vuln-code-snippet vuln-line loginSupportChallenge

export const SUPPORT_PASSWORD_POLICY_WARNING =
  'Parola echipei de asistență nu respectă politica corporativă pentru conturile privilegiate! Vă rugăm să schimbați parola în consecință!'

/** True when a support account is about to get a password that breaks the privileged-account policy. */
export function violatesSupportPasswordPolicy(email: string | undefined, newPassword: string): boolean {
  return (
    email !== undefined && SUPPORT_EMAIL_PATTERN.test(email) && !PRIVILEGED_PASSWORD_POLICY.test(newPassword)
  )
}

/** Logs the policy warning to the console when the change breaks the rule; returns whether it did. */
export function checkSupportPasswordPolicy(
  email: string | undefined,
  newPassword: string,
  log: (message: string) => void = console.error,
): boolean {
  const violated = violatesSupportPasswordPolicy(email, newPassword)
  if (violated) log(SUPPORT_PASSWORD_POLICY_WARNING)
  return violated
}
