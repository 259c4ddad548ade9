import { Duplex } from 'node:stream';
import { fromSources, startWorker } from '../sources-loader.js';

/** Where a connection's protocol messages go: PgliteSessions in this thread, or in the database's worker thread. */
export interface PgliteTransport {
  exec(connection: number, message: Uint8Array): Promise<Uint8Array>;
  end(connection: number): Promise<void>;
}

/** What the main thread asks the database's worker (pglite.worker.ts); `id` pairs the reply with its request. */
export type WorkerRequest =
  | { id: number; type: 'exec'; connection: number; message: Uint8Array }
  | { id: number; type: 'end'; connection: number }
  | { id: number; type: 'close' };

/** The worker's reply; id 0 says the database is open (or why it could not be opened). */
export type WorkerReply = { id: number; answer?: Uint8Array; error?: string };

/** AuthenticationOk, then ReadyForQuery (idle): PostgreSQL's answer to a startup that needs no password. */
const startupAnswer = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);
const terminate = 0x58;

let connections = 0;

/**
 * What node-postgres takes for its socket (the `stream` option) when the server is PGlite: the bytes pg writes go
 * to PGlite's protocol handler through `transport`, and PGlite's reply comes back as what the socket reads. The
 * startup message is answered here (PGlite's one backend is already running), and so is the goodbye. Messages pg
 * writes in one go (Parse to Sync of a query) leave together, as one exchange.
 */
export class PgliteSocket extends Duplex {
  private readonly connection = (connections += 1);
  private started = false;
  private ended = false;
  private pending: Buffer[] = [];

  constructor(private readonly transport: PgliteTransport) {
    super();
  }

  // The parts of net.Socket that node-postgres calls.
  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  _read() {}

  _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (!this.started) {
      this.started = true;
      this.push(startupAnswer);
    } else if (chunk[0] === terminate) {
      this.end();
    } else {
      this.pending.push(chunk);
      if (this.pending.length === 1) process.nextTick(() => this.send());
    }
    callback();
  }

  _final(callback: (error?: Error | null) => void) {
    this.goodbye().then(() => {
      this.push(null);
      callback();
    }, callback);
  }

  _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.goodbye().then(
      () => callback(error),
      () => callback(error),
    );
  }

  private goodbye() {
    if (this.ended) return Promise.resolve();
    this.ended = true;
    return this.transport.end(this.connection);
  }

  private send() {
    // A buffer of its own, so that it can be handed to the worker rather than copied again.
    const message = new Uint8Array(this.pending.reduce((total, chunk) => total + chunk.length, 0));
    let offset = 0;
    for (const chunk of this.pending) {
      message.set(chunk, offset);
      offset += chunk.length;
    }
    this.pending = [];
    this.transport.exec(this.connection, message).then(
      (answer) => {
        if (!this.destroyed) this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
      },
      (error: Error) => this.destroy(error),
    );
  }
}

/** The worker's module sits beside this code: pglite.worker.ts in the sources, pglite.worker.js in server/dist. */
const workerModule = new URL(fromSources ? './pglite.worker.ts' : './pglite.worker.js', import.meta.url);

export interface PgliteWorker extends PgliteTransport {
  /** Closes the database (PGlite shuts down cleanly) and ends the thread. */
  close(): Promise<void>;
}

/**
 * Opens the embedded database in `dataDir` in a worker thread of its own, so that its queries (WebAssembly, run
 * synchronously) never hold up this thread's requests. The worker is the one owner of the folder. `onFailure` is
 * called if the thread stops other than by `close`.
 */
export const startPgliteWorker = async (dataDir: string, onFailure: (error: Error) => void): Promise<PgliteWorker> => {
  const worker = startWorker(workerModule, { workerData: { dataDir } });
  const pending = new Map<number, { resolve(answer: Uint8Array): void; reject(error: Error): void }>();
  let requests = 0;
  let failure: Error | undefined;
  let closing = false;

  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    if (!closing) onFailure(error);
  };
  worker.on('message', ({ id, answer, error }: WorkerReply) => {
    const request = pending.get(id);
    pending.delete(id);
    if (error !== undefined) request?.reject(new Error(error));
    else request?.resolve(answer ?? new Uint8Array(0));
  });
  worker.on('error', fail);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      fail(new Error(`The embedded database's thread stopped (exit code ${code})`));
      resolve();
    }),
  );

  const request = (message: WorkerRequest, transfer: ArrayBuffer[] = []) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(message.id, { resolve, reject });
      worker.postMessage(message, transfer);
    });
  const opened = new Promise<Uint8Array>((resolve, reject) => pending.set(0, { resolve, reject }));
  try {
    await opened;
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }

  return {
    exec: (connection, message) =>
      request({ id: (requests += 1), type: 'exec', connection, message }, [message.buffer as ArrayBuffer]),
    end: async (connection) => {
      await request({ id: (requests += 1), type: 'end', connection });
    },
    close: async () => {
      closing = true;
      await request({ id: (requests += 1), type: 'close' });
      await exited;
    },
  };
};
