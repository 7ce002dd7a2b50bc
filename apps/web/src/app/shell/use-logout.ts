import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { apiRequest } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'
import { clearSession } from '../../lib/session'

/** Logout: save the last login IP (errors ignored), forget the session, go home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useCallback(async () => {
    try {
      await apiRequest('rest/saveLoginIp')
    } catch {
      // The IP is a nice-to-have; logging out must work regardless.
    }
    clearSession()
    queryClient.removeQueries({ queryKey: queryKeys.basket.all })
    await navigate('/')
  }, [navigate, queryClient])
}
