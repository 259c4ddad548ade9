import { Duplex } from 'node:stream';
import { fromSources, startWorker } from '../sources-loader.js';

/** Where a connection's protocol messages go: PgliteSessions in this thread, or in the database's worker thread. */
export interface PgliteTransport {
  exec(connection: number, message: Uint8Array): Promise<Uint8Array>;
  end(connection: number): Promise<void>;
  /**
   * Calls `listener` when the database behind the transport is lost (its thread died): the sessions of every
   * connection are gone with it. Answers the function that stops listening.
   */
  onLost?(listener: (error: Error) => void): () => void;
}

/**
 * The errors of a lost embedded database carry PostgreSQL's SQLSTATE for it (57P02 crash_shutdown, 57P03
 * cannot_connect_now), so that db/unavailable.ts tells them from a refused statement and the API answers 503.
 */
const unavailableError = (code: '57P02' | '57P03', message: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), { code });

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

  /** Stops hearing of the database's loss. */
  private readonly stopHearing: () => void;

  constructor(private readonly transport: PgliteTransport) {
    super();
    // A connection whose session died with the database must never carry on in a new one (a transaction half-way
    // would go on outside any transaction): it fails, and the pool opens another.
    this.stopHearing = transport.onLost?.((error) => this.destroy(error)) ?? (() => undefined);
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
    this.stopHearing();
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
  /** Ends the thread at once, as a crash would (no clean shutdown): the fault tests' injected failure. */
  terminate(): Promise<void>;
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
  worker.on('error', (error) =>
    fail(unavailableError('57P02', `The embedded database's thread failed: ${error.message}`, error)),
  );
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      fail(unavailableError('57P02', `The embedded database's thread stopped (exit code ${code})`));
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
    terminate: async () => {
      await worker.terminate();
      await exited;
    },
  };
};

/** How long a failed start of the embedded database waits before the next try. */
const RESTART_DELAY_MS = 1000;

/**
 * The embedded database in a worker thread that is started again, on the same data folder, whenever it dies: the
 * process keeps its data folder's lock and its port, and requests meanwhile answer 503 (see unavailableError)
 * instead of the process ending. A thread ended half-way leaves the folder as a crash does, which PostgreSQL's
 * recovery replays at the next open; a commit PGlite answered is in its files already.
 */
export const superviseWorker = async (
  dataDir: string,
  events: { log(line: string): void; onBack(): void },
): Promise<PgliteWorker & Required<Pick<PgliteTransport, 'onLost'>>> => {
  const lostListeners = new Set<(error: Error) => void>();
  let closed = false;
  let current: PgliteWorker | undefined;
  let restarting: Promise<void> | undefined;

  const start = () => startPgliteWorker(dataDir, lost);
  const restart = async () => {
    for (let attempt = 1; !closed; attempt += 1) {
      try {
        const started = Date.now();
        const worker = await start();
        if (closed) return void (await worker.close());
        current = worker;
        events.log(`The embedded database is back (started again in ${Date.now() - started} ms).`);
        events.onBack();
        return;
      } catch (error) {
        events.log(`The embedded database could not start again (try ${attempt}): ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
      }
    }
  };
  function lost(error: Error) {
    if (closed) return;
    current = undefined;
    events.log(`${error.message}; starting it again on the same data folder.`);
    for (const listener of lostListeners) listener(error);
    restarting = restart().finally(() => (restarting = undefined));
  }
  const restartingError = () => unavailableError('57P03', 'The embedded database is starting again');

  current = await start();
  return {
    exec: async (connection, message) => {
      if (!current) throw restartingError();
      return current.exec(connection, message);
    },
    // A connection of a lost thread has no session left to end.
    end: async (connection) => current?.end(connection),
    onLost: (listener) => {
      lostListeners.add(listener);
      return () => void lostListeners.delete(listener);
    },
    close: async () => {
      closed = true;
      await restarting;
      await current?.close();
    },
    terminate: async () => current?.terminate(),
  };
};
