import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { Socket } from 'socket.io-client'
import { createShopSocket } from '../lib/socket'

const SocketContext = createContext<Socket | null>(null)

/** One Socket.IO connection per page, opened after the first render. */
export function SocketProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<Socket | null>(null)
  useEffect(() => {
    const connection = createShopSocket()
    setSocket(connection)
    return () => {
      connection.disconnect()
    }
  }, [])
  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>
}

export function useSocket(): Socket | null {
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
