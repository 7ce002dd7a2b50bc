import { useMutation, useQueryClient } from '@tanstack/react-query'

/** A trainer action; once it succeeded, everything shown is read again (the socket event may come a moment later). */
export function useTrainerMutation<TResult, TInput>(action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries() })
}
