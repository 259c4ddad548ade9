import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers fit in a packet or two: compressing them costs more time than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** br or gzip, whichever the client accepts (br first); `q=0` refuses an encoding. */
const pickEncoding = (header: string | undefined) => {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
};

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES for clients that accept br or gzip (a list page of posts is
 * 10-20 kB of JSON). Brotli at quality 4 compresses about as well as gzip -6 at gzip's speed; streams (CSV exports,
 * media) are left as they are.
 */
export const compressJsonPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipAsync(payload, { level: 6 });
  });
});
