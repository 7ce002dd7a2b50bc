/** A refusal of the workshop API, answered as `{"error": message}` with its status. */
export class WorkshopError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
