import type { Server } from 'node:http'
import { StartupError } from '../startup-error.js'

interface Where {
  port: number
  host?: string
  /** The environment variable that chooses this port. */
  variable: string
}

const reasons: Record<string, (where: Where) => string> = {
  EADDRINUSE: ({ port, variable }) =>
    `Port ${port} is already in use: stop the other program on it or set ${variable} to a free port`,
  EACCES: ({ port, variable }) =>
    `Port ${port} needs privileges this user lacks: set ${variable} to a port above 1023`,
  EADDRNOTAVAIL: ({ host }) => `Address ${host} is not one of this machine's: choose another to listen on`,
  ENOTFOUND: ({ host }) => `Host name ${host} cannot be resolved: choose an address to listen on`,
}

/**
 * Starts listening (on every address, or on `host`); a port or address that cannot be bound ends in a
 * `StartupError` naming it and the variable that chooses it.
 */
export function listen(
  server: Server,
  port: number,
  { host, variable = 'PORT' }: { host?: string; variable?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      const reason = reasons[error.code ?? '']
      reject(reason ? new StartupError(reason({ port, host, variable })) : error)
    }
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      resolve()
    })
  })
}
