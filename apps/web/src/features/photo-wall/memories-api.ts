import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** A photo-wall entry as `GET /rest/memories` answers it (only the fields the wall shows). */
export interface Memory {
  id: number
  caption: string
  /** Stored relative path, e.g. `assets/public/images/uploads/<file>`; may contain URL-special characters. */
  imagePath: string
  UserId?: number | null
}

export function useMemories() {
  return useQuery({
    queryKey: queryKeys.memories,
    queryFn: async () => {
      const answer = await apiRequest<Envelope<Memory[]>>('rest/memories/')
      return Array.isArray(answer.data) ? answer.data : []
    },
  })
}

/** `POST /rest/memories` as multipart (`image` file, `caption` text) with the session's bearer token. */
export async function uploadMemory(image: File, caption: string): Promise<Memory> {
  const form = new FormData()
  form.append('image', image)
  form.append('caption', caption)
  return (await apiRequest<Envelope<Memory>>('rest/memories', { method: 'POST', body: form })).data
}
