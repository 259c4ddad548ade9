import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../lib/http-errors.js';
import { isDatabaseFull, isDatabaseUnavailable } from '../db/unavailable.js';

/** A dependency that is down (the database, the media store) answers 503 with this many seconds to wait. */
export const retryAfterSeconds = 5;
export const databaseUnavailableMessage = 'The database is unavailable; try again shortly';

const clientMessage = (error: FastifyError): string => {
  if (error.validation) {
    const [first] = error.validation;
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || first?.params?.missingProperty;
    return field ? `${field} ${first.message}` : (first?.message ?? 'Invalid request');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request is too large';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Send the file as multipart/form-data';
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'Too many parts in the upload';
    default:
      return error.message;
  }
};

/**
 * One error handler for the whole API: client errors answer `{ message }` (an array for import row errors); a
 * database or media store that is down 503 with Retry-After, no space 507 (issue 41); anything else is logged with
 * its stack and answered with a generic 500 that reveals nothing.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('retry-after', retryAfterSeconds);
      return reply.status(error.statusCode).send({ message: error.messages, ...error.details });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', retryAfterSeconds).send({ message: databaseUnavailableMessage });
    }
    if (['ENOSPC', 'EDQUOT'].includes((error as { code?: string }).code ?? '')) {
      // A temporary file of an upload or import that the server's own disk had no room for.
      request.log.error({ err: error }, 'disk full');
      return reply.status(507).send({ message: 'There is no space left on the server; nothing was changed' });
    }
    if (isDatabaseFull(error)) {
      request.log.error({ err: error }, 'database full');
      return reply.status(507).send({ message: 'The database has no space left; nothing was changed' });
    }
    // A malformed id or value that only the database noticed is still the client's mistake (22021: a NUL
    // character in text, which PostgreSQL cannot store).
    if (
      ['22P02', '22007', '22008', '22003', '22021'].includes(
        (error as { cause?: { code?: string } }).cause?.code ?? error.code,
      )
    ) {
      return reply.status(400).send({ message: 'Invalid value in request' });
    }
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal Server Error' });
    }
    return reply.status(status).send({ message: clientMessage(error) });
  });
});
