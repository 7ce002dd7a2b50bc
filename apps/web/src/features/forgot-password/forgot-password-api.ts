import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import type { SecurityQuestion } from '../../lib/api-types'

/** `GET rest/user/security-question?email=`: the user's question, or nothing for an unknown email. */
export function useSecurityQuestionOf(email: string) {
  return useQuery({
    queryKey: queryKeys.securityQuestionOf(email),
    queryFn: () =>
      apiRequest<{ question?: SecurityQuestion }>(
        `rest/user/security-question?email=${encodeURIComponent(email)}`,
      ),
    select: (answer) => answer?.question ?? null,
    enabled: email !== '',
    staleTime: 60_000,
  })
}

export interface PasswordReset {
  email: string
  answer: string
  new: string
  repeat: string
}

export async function resetPassword(reset: PasswordReset): Promise<void> {
  await apiRequest('rest/user/reset-password', { method: 'POST', body: reset })
}
