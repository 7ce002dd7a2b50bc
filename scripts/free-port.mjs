// A TCP port nobody listens on right now, for scripts that start the built shop beside whatever else runs.
import { createServer } from 'node:net'

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
