import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How embedded PGlite runs, in the server and in the tests alike. Extensions: those the schema uses; PGlite must be
 * given them on every open, not only when they are created. shared_buffers is otherwise PostgreSQL's 128 MB, all of
 * it resident from the start (PGlite's mmap zero-fills it in the WebAssembly heap, which never shrinks); PGlite reads
 * the data files through Node's fs, so a page that is not in the buffers comes from the OS's page cache instead.
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

interface Job {
  connection: number;
  /** Protocol messages to run; none when the connection has ended. */
  message?: Uint8Array;
  resolve(answer: Uint8Array): void;
  reject(error: unknown): void;
}

/**
 * Several node-postgres connections on PGlite's one backend. Each connection sends whole protocol exchanges (a
 * simple query, or Parse to Sync of an extended one, which pg writes at once), and PGlite answers each with the bytes
 * PostgreSQL would send; node-postgres on the other side parses them, exactly as it does for a PostgreSQL server.
 * Exchanges run one at a time, first come first served, except that while a connection has a transaction open
 * only that connection's exchanges run (the others wait their turn), which is what separate sessions would see of
 * it. A pool of these connections lets the next queries wait here, beside PGlite, rather than one round trip away.
 */
export class PgliteSessions {
  private readonly queue: Job[] = [];
  /** The connection whose transaction is open. */
  private owner: number | undefined;
  private running = false;

  constructor(readonly pglite: PGlite) {}

  /** Runs protocol messages of one connection; answers PGlite's reply, in a buffer of its own (transferable). */
  exec(connection: number, message: Uint8Array) {
    return this.enqueue(connection, message);
  }

  /**
   * A connection went away (it said goodbye, or its side failed): a transaction it left open is rolled back, so the
   * other connections are not kept waiting for it forever.
   */
  async end(connection: number) {
    await this.enqueue(connection, undefined);
  }

  private enqueue(connection: number, message: Uint8Array | undefined) {
    return new Promise<Uint8Array>((resolve, reject) => {
      this.queue.push({ connection, message, resolve, reject });
      void this.drain();
    });
  }

  private async drain() {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const index = this.owner === undefined ? 0 : this.queue.findIndex((job) => job.connection === this.owner);
        if (index < 0 || this.queue.length === 0) return;
        const [job] = this.queue.splice(index, 1);
        try {
          let answer: Uint8Array = new Uint8Array(0);
          if (job.message) {
            answer = await this.run(job.message);
            this.owner = this.pglite.isInTransaction() ? job.connection : undefined;
          } else if (this.owner === job.connection) {
            this.owner = undefined;
            await this.pglite.exec('ROLLBACK');
          }
          job.resolve(answer);
        } catch (error) {
          job.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async run(message: Uint8Array) {
    // Unlike PGlite's query API, its protocol entry point does not wait for the database to be open.
    await this.pglite.waitReady;
    const chunks: Uint8Array[] = [];
    // PGlite hands out views of its WebAssembly memory, which the next exchange overwrites: each is copied once.
    await this.pglite.execProtocolRawStream(message, { onRawData: (chunk) => chunks.push(chunk.slice()) });
    if (chunks.length === 1) return chunks[0];
    const answer = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      answer.set(chunk, offset);
      offset += chunk.length;
    }
    return answer;
  }
}
