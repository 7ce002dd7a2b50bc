import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/**
 * The answer to a submitted key (`POST rest/web3/submitKey`): 200 on success, 401 with the refusal otherwise. The
 * message is the server's own text (part of the API, shown as it is, not translated).
 */
export interface KeySubmission {
  success: boolean
  message: string
}

/** `GET rest/web3/nftUnlocked`: whether the NFT was unlocked (its challenge solved). */
export function useNftUnlocked() {
  return useQuery({
    queryKey: queryKeys.web3.nftUnlocked,
    queryFn: async () => (await apiRequest<{ status?: unknown }>('rest/web3/nftUnlocked')).status === true,
  })
}

function isKeySubmission(body: unknown): body is KeySubmission {
  return typeof body === 'object' && body !== null && typeof (body as KeySubmission).message === 'string'
}

/** Submits a key; a refusal (401 with a message) is an answer, not an error. */
export async function submitNftKey(privateKey: string): Promise<KeySubmission> {
  try {
    const answer = await apiRequest<unknown>('rest/web3/submitKey', { method: 'POST', body: { privateKey } })
    if (!isKeySubmission(answer)) throw new Error('Unexpected answer without message')
    return { success: answer.success === true, message: answer.message }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && isKeySubmission(error.body))
      return { success: false, message: error.body.message }
    throw error
  }
}

/** Submits a key; a success refetches the unlocked state. */
export function useSubmitNftKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitNftKey,
    onSuccess: (answer) => {
      if (answer.success) void queryClient.invalidateQueries({ queryKey: queryKeys.web3.nftUnlocked })
    },
  })
}
