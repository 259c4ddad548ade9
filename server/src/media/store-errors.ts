import { HttpError } from '../lib/http-errors.js';

/** No space on the media disk (or its quota): 507, which tells a client that retrying at once will not help. */
export const noSpaceMessage = 'There is no space left to store the file';
/** The media store (a folder that cannot be written, a bucket that does not answer): 503, worth retrying. */
export const storeUnavailableMessage = 'The media store is unavailable; try again shortly';

const noSpaceCodes = new Set(['ENOSPC', 'EDQUOT']);

/**
 * What a failed write to the media store answers: a full disk 507, anything else about the store itself 503. A
 * key that is not valid (a bug, not a fault) stays as it is.
 */
export const mediaStoreError = (error: unknown): Error => {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && noSpaceCodes.has(code)) return new HttpError(507, noSpaceMessage);
  if (error instanceof Error && error.message.startsWith('Invalid media key')) return error;
  return new HttpError(503, storeUnavailableMessage);
};
