import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { connectShopSocket, type ShopSocket } from '../lib/socket'

const SocketContext = createContext<ShopSocket | null>(null)

/**
 * One Socket.IO connection per page, opened after the first render. A solve that happens before it connects is not
 * lost: the server sends every pending notification to a new connection.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<ShopSocket | null>(null)
  useEffect(() => {
    let connection: ShopSocket | undefined
    let unmounted = false
    void connectShopSocket().then((opened) => {
      if (unmounted) opened.disconnect()
      else setSocket((connection = opened))
    })
    return () => {
      unmounted = true
      connection?.disconnect()
    }
  }, [])
  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>
}

export function useSocket(): ShopSocket | null {
  return useContext(SocketContext)
}

/** Subscribes to one socket event for the lifetime of the component. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket()
  useEffect(() => {
    if (!socket) return
    const listener = (payload: T): void => handler(payload)
    socket.on(event, listener)
    return () => {
      socket.off(event, listener)
    }
  }, [socket, event, handler])
}
