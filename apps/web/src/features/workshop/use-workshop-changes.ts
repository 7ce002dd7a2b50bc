import { WORKSHOP_NAMESPACE, WorkshopEvents } from '@juicy/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createShopSocket } from '../../lib/socket'
import { ConnectionEvents } from '../../lib/shop-socket'

/**
 * Refetches whatever the page shows whenever the workshop reports a change (a solve, a reset, a team created or
 * deleted), and after a reconnect, since changes may have been missed meanwhile. No cookie needed: the event only
 * says that something changed.
 */
export function useWorkshopChanges(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const socket = createShopSocket(WORKSHOP_NAMESPACE, new URL(document.baseURI).pathname)
    const refetch = () => void queryClient.invalidateQueries()
    socket.on(WorkshopEvents.changed, refetch)
    socket.on(ConnectionEvents.reconnect, refetch)
    return () => {
      socket.disconnect()
    }
  }, [queryClient])
}
