import { WORKSHOP_NAMESPACE, WorkshopEvents } from '@juicy/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { io } from 'socket.io-client'
import { socketPath } from '../../lib/socket'

/**
 * Refetches whatever the page shows whenever the workshop reports a change (a solve, a reset, a team created or
 * deleted), and after a reconnect, since changes may have been missed meanwhile. No cookie needed: the event only
 * says that something changed.
 */
export function useWorkshopChanges(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = io(`${window.location.origin}${WORKSHOP_NAMESPACE}`, {
      path: socketPath(new URL(document.baseURI).pathname),
      transports: ['websocket', 'polling'],
    })
    const refetch = () => void queryClient.invalidateQueries()
    socket.on(WorkshopEvents.changed, refetch)
    socket.io.on('reconnect', refetch)
    return () => {
      socket.disconnect()
    }
  }, [queryClient])
}
