/**
 * The embedded database's thread (see startPgliteWorker): opens PGlite on the data folder it is given and runs the
 * protocol exchanges the main thread's connections send, each answer handed back (transferred, not copied).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest } from './pglite-connection.js';
import { PgliteSessions, pgliteOptions } from './pglite-sessions.js';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

const reply = (message: WorkerReply) =>
  port.postMessage(message, message.answer ? [message.answer.buffer as ArrayBuffer] : []);

const failure = (id: number, error: unknown) =>
  reply({ id, error: error instanceof Error ? error.message : String(error) });

const serve = (pglite: PGlite) => {
  const sessions = new PgliteSessions(pglite);
  port.on('message', (request: WorkerRequest) => {
    const answered = (work: Promise<Uint8Array | void>) =>
      work.then(
        (answer) => reply({ id: request.id, answer: answer || undefined }),
        (error) => failure(request.id, error),
      );
    if (request.type === 'exec') void answered(sessions.exec(request.connection, request.message));
    else if (request.type === 'end') void answered(sessions.end(request.connection));
    // Once closed, nothing keeps the thread alive: it ends after this reply.
    else void answered(pglite.close()).then(() => port.close());
  });
  reply({ id: 0 });
};

try {
  const pglite = new PGlite(dataDir, pgliteOptions);
  await pglite.waitReady;
  serve(pglite);
} catch (error) {
  // The main thread ends this thread once it has read why.
  failure(0, error);
}
