import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { contentTypeOfKey } from '../media/media-types.js';
import type { Storage } from '../media/storage.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Absolute URL of a stored file, loadable from a browser on any host; null when there is no file. */
    mediaUrl(key: string | null | undefined): string | null;
  }
}

const parseRange = (header: string | undefined, size: number) => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === ''
      ? [Math.max(size - Number(match[2]), 0), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : null;
};

/**
 * Serves uploaded media at /media/<key> from whichever storage holds them, with Range support so videos can
 * seek. Keys are random and never reused, so responses are cacheable forever. Public, because <img> and
 * <video> cannot send the Authorization header; the random key is the capability.
 */
export const mediaPlugin = fp<{ storage: Storage; publicUrl?: string }>(async (app, { storage, publicUrl }) => {
  app.decorateRequest('mediaUrl', function (this: FastifyRequest, key: string | null | undefined) {
    if (!key) return null;
    const direct = storage.directUrl(key);
    if (direct) return direct;
    const base = publicUrl ?? `${this.protocol}://${this.host}`;
    return `${base}/media/${key}`;
  });

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = contentTypeOfKey(key);
    const size = contentType ? await storage.size(key) : undefined;
    if (!contentType || size === undefined) return reply.status(404).send({ message: 'File not found' });

    if (request.headers['if-none-match'] === `"${key}"`) return reply.status(304).send();
    const range = parseRange(request.headers.range, size);
    if (range === null) {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send({ message: 'Range not satisfiable' });
    }
    reply
      .header('Content-Type', contentType)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', `"${key}"`)
      .header('Content-Disposition', 'inline');
    if (range) {
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1);
      return reply.send(await storage.read(key, range));
    }
    reply.header('Content-Length', size);
    return reply.send(await storage.read(key));
  });
});
