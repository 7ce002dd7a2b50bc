import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { queryKeys } from './query-keys'
import { useSession } from './session'

/** `GET rest/user/whoami`: the user of the session cookie, `{}` for visitors. */
export interface WhoAmI {
  id?: number
  email?: string
}

/**
 * The current user as the server sees it. The contact, complaint and recycle forms take the user id
 * they submit from here (not from the token), as the reference's forms do. Keyed by token, so a
 * login or logout in another tab refetches it.
 */
export function useWhoAmI() {
  const { token } = useSession()
  return useQuery({
    queryKey: queryKeys.whoAmI(token),
    queryFn: async () => (await apiRequest<{ user?: WhoAmI }>('rest/user/whoami')).user ?? {},
  })
}
