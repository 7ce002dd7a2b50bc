import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import type { RegisteredUser, SecurityQuestion } from '../../lib/api-types'

export function useSecurityQuestions() {
  return useQuery({
    queryKey: queryKeys.securityQuestions,
    queryFn: () => apiRequest<Envelope<SecurityQuestion[]>>('api/SecurityQuestions/'),
    select: (answer) => answer.data,
    staleTime: Infinity,
  })
}

export interface Registration {
  email: string
  password: string
  passwordRepeat: string
  securityQuestion: SecurityQuestion
  securityAnswer: string
}

/** Creates the user, then stores the answer to the chosen security question for the new id. */
export async function register(registration: Registration): Promise<RegisteredUser> {
  const created = await apiRequest<Envelope<RegisteredUser>>('api/Users/', {
    method: 'POST',
    body: registration,
  })
  await apiRequest('api/SecurityAnswers/', {
    method: 'POST',
    body: {
      UserId: created.data.id,
      answer: registration.securityAnswer,
      SecurityQuestionId: registration.securityQuestion.id,
    },
  })
  return created.data
}
