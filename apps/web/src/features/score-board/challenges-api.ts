import type { Challenge, Envelope, Hint } from '@juicy/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

export function useChallenges() {
  return useQuery({
    queryKey: queryKeys.challenges.list,
    queryFn: () => apiRequest<Envelope<Challenge[]>>('api/Challenges/?sort=name'),
    select: (answer) => answer.data,
  })
}

export function useHints(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.hints,
    queryFn: () => apiRequest<Envelope<Hint[]>>('api/Hints'),
    select: (answer) => answer.data,
    enabled,
  })
}

export function useUnlockHint() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (hintId: number) =>
      apiRequest<Envelope<Hint>>(`api/Hints/${hintId}`, { method: 'PUT', body: { unlocked: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hints }),
  })
}

/** Asks the server to push the solved notification of a challenge again. */
export async function repeatNotification(challengeName: string): Promise<void> {
  await apiRequest(`rest/repeat-notification?challenge=${encodeURIComponent(challengeName)}`)
}
