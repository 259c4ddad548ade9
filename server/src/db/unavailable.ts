/**
 * Whether an error says the database could not be reached or went away (a restart, a failover, a network cut), as
 * opposed to refusing a statement. Such a request may succeed when retried, so the API answers 503 with
 * Retry-After instead of a 500 that tells a client nothing.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only (no code): a connection lost mid-query, a pool that waited too long. */
const unreachableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** SQLSTATE: class 08 (connection exception); 57P01-57P03 (shut down, crashed, starting); 53300 (too many connections). */
const unavailableState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';

/** The error and its causes (drizzle wraps the driver's error in one of its own). */
const chain = function* (error: unknown) {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
};

export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string' && (unreachableCodes.has(code) || unavailableState(code))) return true;
    if (typeof message === 'string' && unreachableMessages.some((text) => message.startsWith(text))) return true;
  }
  return false;
};

/** SQLSTATE 53100 (disk_full): the database server has no space left to write. */
export const isDatabaseFull = (error: unknown): boolean => {
  for (const { code } of chain(error)) if (code === '53100') return true;
  return false;
};
