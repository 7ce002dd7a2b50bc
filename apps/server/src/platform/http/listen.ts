import type { Server } from 'node:http'
import { StartupError } from '../startup-error.js'

const reasons: Record<string, (port: number) => string> = {
  EADDRINUSE: (port) =>
    `Port ${port} is already in use: stop the other program on it or set PORT to a free port`,
  EACCES: (port) => `Port ${port} needs privileges this user lacks: set PORT to a port above 1023`,
}

/** Starts listening; a port that cannot be bound ends in a `StartupError` naming the port and `PORT`. */
export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      const reason = reasons[error.code ?? '']
      reject(reason ? new StartupError(reason(port)) : error)
    }
    server.once('error', fail)
    server.listen(port, () => {
      server.off('error', fail)
      resolve()
    })
  })
}
