/** An error whose message is a sentence for the person who sent the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as Retry-After (seconds): how long a client should wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A 503 the client may retry: the server is busy (database locked, too many sign-ins at once). */
export const serviceBusy = (message: string, retryAfterSeconds: number): HttpError =>
  new HttpError(503, message, retryAfterSeconds);

/** The database stayed locked (or out of connections) for the whole of our wait. */
export const databaseBusyError = (): HttpError =>
  serviceBusy('The database is busy right now. Please try again in a few seconds.', 5);

export const databaseUnavailableError = (): HttpError =>
  serviceBusy('The database cannot be reached right now. Please try again in a minute.', 30);

/** The disk under the database is full (decision 064): nothing was stored; later it may be. */
export const databaseFullError = (): HttpError =>
  serviceBusy(
    "We cannot store anything just now: the server's disk is full. Please try again later.",
    300,
  );
