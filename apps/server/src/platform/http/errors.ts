/** An error with an HTTP status, rendered by the error page (error-page.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    name = 'Error',
  ) {
    super(message)
    this.name = name
  }
}

export const unexpectedPath = (url: string): HttpError => new HttpError(500, `Unexpected path: ${url}`)

export const blockedIllegalActivity = (ip: string): HttpError =>
  new HttpError(500, `Blocked illegal activity by ${ip}`)
