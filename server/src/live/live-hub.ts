import pg from 'pg';
import type { Db } from '../db/client.js';
import { LIVE_CHANNEL, LiveEventsRepository, type LiveEvent } from './live-events.repository.js';
import { onPublished } from './publish-change.js';

export type LiveListener = (event: LiveEvent) => void;

/** How long events stay for replay: a browser away longer reloads its lists anyway. */
export const KEEP_EVENTS_HOURS = 6;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const RECONNECT_MS = 1000;

/**
 * The events of this process's streams. On PostgreSQL, ONE connection per process LISTENs, so an event written by
 * any process (NOTIFY is delivered at commit) reaches the streams of all of them; the notification carries the
 * event's id and the row is read once per process. On PGlite (one process), a publish wakes the hub, which reads
 * the events after the last it delivered.
 */
export class LiveHub {
  private readonly listeners = new Set<LiveListener>();
  private readonly events: LiveEventsRepository;
  private lastDelivered?: number;
  private listener?: pg.Client;
  private closed = false;
  private pending = new Set<number>();
  private reading?: Promise<void>;
  private readAgain = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopWaking?: () => void;

  constructor(
    db: Db,
    private readonly listenUrl?: string,
  ) {
    this.events = new LiveEventsRepository(db);
  }

  async start() {
    // A database that cannot be read at start must not keep the server from starting (and answering liveness):
    // the hub then starts from the newest event once it can read one (`readNew`).
    this.lastDelivered = await this.events.lastId().catch(() => undefined);
    if (this.listenUrl) await this.listen();
    else this.stopWaking = onPublished(() => this.readNew());
    const prune = () => this.events.prune(KEEP_EVENTS_HOURS).catch(() => undefined);
    void prune();
    const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
    timer.unref();
    this.timers.push(timer);
  }

  subscribe(listener: LiveListener) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get subscribers() {
    return this.listeners.size;
  }

  /** The events after `id` still kept, for a stream that reconnects with Last-Event-ID. */
  replay(id: number) {
    return this.events.after(id);
  }

  lastId() {
    return this.events.lastId();
  }

  async close() {
    this.closed = true;
    this.stopWaking?.();
    for (const timer of this.timers) clearInterval(timer);
    await this.listener?.end().catch(() => undefined);
  }

  private deliver(events: LiveEvent[]) {
    for (const event of events) {
      if (event.id > (this.lastDelivered ?? 0)) this.lastDelivered = event.id;
      for (const listener of this.listeners) listener(event);
    }
  }

  private async listen() {
    const client = new pg.Client({ connectionString: this.listenUrl });
    this.listener = client;
    const reconnect = () => {
      if (this.closed || this.listener !== client) return;
      this.listener = undefined;
      setTimeout(() => {
        // Events written while the listener was away are read from the table, as a reconnecting stream does.
        void this.listen()
          .then(() => this.readNew())
          .catch(reconnect);
      }, RECONNECT_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      const id = Number(message.payload);
      if (Number.isSafeInteger(id)) this.pending.add(id);
      this.readPending();
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
  }

  /** Reads the notified events, a batch at a time (notifications of one commit arrive together). */
  private readPending() {
    if (this.reading) return;
    this.reading = (async () => {
      while (this.pending.size > 0 && !this.closed) {
        const ids = [...this.pending];
        this.pending = new Set();
        this.deliver(await this.events.byIds(ids).catch(() => []));
      }
    })().finally(() => {
      this.reading = undefined;
    });
  }

  /** Reads every event after the last delivered one; a wake during a read reads again once it ends. */
  private readNew() {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        this.lastDelivered ??= await this.events.lastId().catch(() => undefined);
        if (this.lastDelivered !== undefined) {
          this.deliver(await this.events.after(this.lastDelivered).catch(() => []));
        }
      } while (this.readAgain && !this.closed);
    })().finally(() => {
      this.reading = undefined;
    });
  }
}
