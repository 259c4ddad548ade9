/** An error whose message is safe to show to the client; the error handler answers `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string | string[],
    /** Further fields of the answer, next to `message` (e.g. the current record of a stale save). */
    public readonly details?: Record<string, unknown>,
  ) {
    super(Array.isArray(message) ? message.join('\n') : message);
    this.messages = message;
  }

  readonly messages: string | string[];
}

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

/** Postgres foreign-key violation: a row still referenced by another (a deleted record something points at). */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23503';
};

/** Postgres unique violation, so services can map it to a 409 with a domain message. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
};
