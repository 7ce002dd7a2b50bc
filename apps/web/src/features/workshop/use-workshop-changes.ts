import {
  TRAINER_SOCKET_PATH,
  WORKSHOP_LISTENER_META,
  WORKSHOP_NAMESPACE,
  WorkshopEvents,
} from '@juicy/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { connectShopSocket, type ShopSocket } from '../../lib/socket'

/** Where the page's Socket.IO path starts: the trainer's listener serves it below /workshop (TRAINER_SOCKET_PATH). */
function socketRoot(): string {
  const root = new URL(document.baseURI).pathname.replace(/\/+$/, '')
  const listener = document.querySelector(`meta[name="${WORKSHOP_LISTENER_META}"]`)?.getAttribute('content')
  return listener === 'trainer' ? `${root}${TRAINER_SOCKET_PATH.replace(/\/socket\.io$/, '')}` : root
}

/**
 * Refetches whatever the page shows whenever the workshop reports a change (a solve, a reset, a team created or
 * deleted), and after a reconnect, since changes may have been missed meanwhile. While `connected` is false there is
 * no connection (the console before its login: the trainer's listener refuses it without a session).
 */
export function useWorkshopChanges(connected = true): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!connected) return undefined
    let socket: ShopSocket | undefined
    let unmounted = false
    const refetch = () => void queryClient.invalidateQueries()
    void connectShopSocket(WORKSHOP_NAMESPACE, socketRoot()).then((opened) => {
      if (unmounted) return void opened.disconnect()
      socket = opened
      opened.on(WorkshopEvents.changed, refetch)
      opened.io.on('reconnect', refetch)
    })
    return () => {
      unmounted = true
      socket?.disconnect()
    }
  }, [queryClient, connected])
}
