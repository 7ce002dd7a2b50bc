import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** `GET rest/captcha`: an arithmetic question. */
export interface Captcha {
  captchaId: number
  captcha: string
}

/** A fresh captcha on every visit; never refreshed behind the user's back while they answer it. */
export function useCaptcha() {
  return useQuery({
    queryKey: queryKeys.captcha,
    queryFn: () => apiRequest<Captcha>('rest/captcha'),
    staleTime: Infinity,
    gcTime: 0,
  })
}

export interface FeedbackSubmission {
  UserId?: number | string
  captchaId: number
  /** The server compares the answer as a string. */
  captcha: string
  comment: string
  rating: number
}

export function sendFeedback(feedback: FeedbackSubmission): Promise<unknown> {
  return apiRequest('api/Feedbacks/', { method: 'POST', body: feedback })
}
