import type { Envelope } from '@juicy/contracts'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** One row of `GET /rest/user/authentication-details` (secrets arrive masked). */
export interface AdminUser {
  id: number
  email: string
  username?: string
  role?: string
  isActive?: boolean | number
  lastLoginIp?: string
  /** `iat` of the user's newest token, or null when the user has not logged in since start-up. */
  lastLoginTime?: number | null
  createdAt?: string
  updatedAt?: string
}

async function fetchAuthenticationDetails(): Promise<AdminUser[]> {
  const answer = await apiRequest<Envelope<AdminUser[]>>('rest/user/authentication-details')
  return Array.isArray(answer.data) ? answer.data : []
}

export function useAdminUsers() {
  return useQuery({ queryKey: queryKeys.administration.users, queryFn: fetchAuthenticationDetails })
}

/** `GET /api/Users/:id` for the detail dialog; null while no user is chosen. */
export function useUserDetails(id: number | null) {
  return useQuery({
    queryKey: queryKeys.administration.user(id),
    queryFn: async () => (await apiRequest<Envelope<AdminUser>>(`api/Users/${id}`)).data,
    enabled: id !== null,
  })
}
