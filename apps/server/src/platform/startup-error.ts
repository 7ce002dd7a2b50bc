/**
 * A start-up failure the operator can fix (a setting, a folder, a port): the process prints its message as one log
 * line, without a stack trace, and exits with code 1.
 */
export class StartupError extends Error {
  override name = 'StartupError'
}
