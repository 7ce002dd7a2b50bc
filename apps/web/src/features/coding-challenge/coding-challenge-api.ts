import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** `POST /snippets/verdict`: hints arrive after wrong attempts. */
export interface LinesVerdict {
  verdict: boolean
  hint?: string
}

/** `POST /snippets/fixes`: the chosen fix's explanation, for right and wrong answers. */
export interface FixVerdict {
  verdict: boolean
  explanation?: string
}

/** Reads one field of an answer, so an unexpected answer (e.g. an HTML page) fails like an error. */
function field<T>(answer: unknown, name: string): T {
  const value =
    typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined
  if (value === undefined) throw new Error(`Unexpected answer without ${name}`)
  return value as T
}

/** `GET /snippets/:key`: the vulnerable TypeScript source, lines numbered from 1. */
export function useSnippet(key: string) {
  return useQuery({
    queryKey: queryKeys.codingChallenge.snippet(key),
    queryFn: async () => field<string>(await apiRequest(`snippets/${encodeURIComponent(key)}`), 'snippet'),
    staleTime: Infinity,
  })
}

/** `GET /snippets/fixes/:key`: complete versions of the snippet, each with one proposed fix. */
export function useFixes(key: string) {
  return useQuery({
    queryKey: queryKeys.codingChallenge.fixes(key),
    queryFn: async () =>
      field<string[]>(await apiRequest(`snippets/fixes/${encodeURIComponent(key)}`), 'fixes'),
    staleTime: Infinity,
  })
}

/** Posts an answer; a right one refetches the challenge list so the card shows the solved phase. */
function useVerdict<TAnswer extends { verdict: boolean }, TBody>(
  path: string,
  body: (choice: TBody) => unknown,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (choice: TBody) => {
      const answer = await apiRequest<TAnswer>(path, { method: 'POST', body: body(choice) })
      field<boolean>(answer, 'verdict')
      return answer
    },
    onSuccess: (answer) => {
      if (answer.verdict) void queryClient.invalidateQueries({ queryKey: queryKeys.challenges.list })
    },
  })
}

/** "Find it": the selected line numbers. */
export function useSubmitLines(key: string) {
  return useVerdict<LinesVerdict, number[]>('snippets/verdict', (selectedLines) => ({ key, selectedLines }))
}

/** "Fix it": the 0-based index of the chosen fix. */
export function useSubmitFix(key: string) {
  return useVerdict<FixVerdict, number>('snippets/fixes', (selectedFix) => ({ key, selectedFix }))
}
