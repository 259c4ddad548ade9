import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';

/** The most of an unread body that is read and thrown away so the connection can serve the next request. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;
const DRAIN_LIMIT_MS = 30_000;

const discardRest = (raw: IncomingMessage, socket: Socket) => {
  // An upload parser that gave up has stopped reading: detach it and read the rest ourselves.
  raw.unpipe();
  raw.removeAllListeners('data');
  let seen = 0;
  const timer = setTimeout(() => socket.destroy(), DRAIN_LIMIT_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) socket.destroy();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
};

/**
 * A request answered before its body was read to the end (a refused upload: too large, wrong type, unknown id)
 * would otherwise leave its keep-alive connection waiting for a body nobody reads, so the client's next request
 * on it never gets an answer. The rest is read and discarded within a bound; a body larger than that, or of
 * unknown length, gets `Connection: close` so the client opens a new connection.
 */
export const unreadBodiesPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    // Injected requests (tests, app.inject) have no connection to keep.
    if (raw.complete || raw.readableEnded || !(raw.socket instanceof Socket)) return;
    const declared = Number(raw.headers['content-length']);
    if (!(declared <= DRAIN_LIMIT_BYTES)) reply.header('Connection', 'close');
    discardRest(raw, raw.socket);
  });
});
