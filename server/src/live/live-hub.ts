import { sql } from 'drizzle-orm';
import pg from 'pg';
import { onDatabaseRestarted, onPoolNotification, type Db } from '../db/client.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { LIVE_CHANNEL, LiveEventsRepository, liveNotices, type LiveEvent } from './live-events.repository.js';

/** An open event stream, as the hub serves it. */
export interface LiveStream {
  /** The session of the token the stream was opened with: the stream ends with it. */
  sessionId: string;
  onEvent(event: LiveEvent): void;
  heartbeat(): void;
  end(): void;
}

/** How long events stay for replay: a browser away longer reloads its lists anyway. */
export const KEEP_EVENTS_HOURS = 6;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const RECONNECT_MS = 1000;
/** Events read in one query, by the hub and by a replay. */
const READ_BATCH = 1000;

/**
 * The events of this process's streams, and the end of their sessions. The database tells every process (NOTIFY,
 * sent by triggers at commit): on PostgreSQL ONE connection per process LISTENs; on PGlite the process hears its
 * embedded database through its pool (onPoolNotification). A notification of new events makes the hub read the
 * events after the last it delivered, once for all its streams; events are numbered in commit order, so that read
 * misses none. A notification that a session ended ends its streams at once; and at every heartbeat the hub also
 * checks that the sessions of its streams are still open, which catches what no notification announced (a listener
 * that was reconnecting, a password changed outside the server).
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly bySession = new Map<string, Set<LiveStream>>();
  private readonly events: LiveEventsRepository;
  private readonly sessions: SessionsRepository;
  private lastDelivered?: number;
  private listener?: pg.Client;
  private closed = false;
  private reading?: Promise<void>;
  private readAgain = false;
  private checking = false;
  private listeningInProcess = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopHearing?: () => void;

  constructor(
    private readonly db: Db,
    private readonly options: { listenUrl?: string; heartbeatMs: number },
  ) {
    this.events = new LiveEventsRepository(db);
    this.sessions = new SessionsRepository(db);
  }

  async start() {
    // A database that cannot be read at start must not keep the server from starting (and answering liveness):
    // the hub then starts from the newest event once it can read one (`readNew`).
    this.lastDelivered = await this.events.lastId().catch(() => undefined);
    if (this.options.listenUrl) {
      await this.listen();
    } else {
      const stopNotifications = onPoolNotification(this.db, (message) => {
        if (message.channel === LIVE_CHANNEL) this.hear(message.payload ?? '');
      });
      // An embedded database started again after its thread died has no LISTEN: it is asked again, and what was
      // committed while nobody listened is read from the table.
      const stopRestarts = onDatabaseRestarted(this.db, () => {
        this.listeningInProcess = false;
        void this.listenInProcess().then(() => this.readNew());
      });
      this.stopHearing = () => {
        stopNotifications();
        stopRestarts();
      };
      await this.listenInProcess();
    }
    this.every(PRUNE_EVERY_MS, () => void this.events.prune(KEEP_EVENTS_HOURS).catch(() => undefined), true);
    this.every(this.options.heartbeatMs, () => {
      for (const stream of this.streams) stream.heartbeat();
      void this.checkSessions();
      if (!this.options.listenUrl) void this.listenInProcess();
    });
  }

  subscribe(stream: LiveStream) {
    this.streams.add(stream);
    const ofSession = this.bySession.get(stream.sessionId) ?? new Set();
    this.bySession.set(stream.sessionId, ofSession.add(stream));
    return () => {
      this.streams.delete(stream);
      ofSession.delete(stream);
      if (ofSession.size === 0 && this.bySession.get(stream.sessionId) === ofSession) {
        this.bySession.delete(stream.sessionId);
      }
    };
  }

  /** The committed events after `id` still kept, in order: for a stream that reconnects with Last-Event-ID. */
  async *replay(id: number) {
    for (let after = id; ;) {
      const batch = await this.events.after(after, READ_BATCH);
      yield* batch;
      if (batch.length < READ_BATCH) return;
      after = batch[batch.length - 1].id;
    }
  }

  lastId() {
    return this.events.lastId();
  }

  /** Ends every stream (the server is closing; they would hold it open). */
  endAll() {
    for (const stream of this.streams) stream.end();
  }

  async close() {
    this.closed = true;
    this.stopHearing?.();
    for (const timer of this.timers) clearInterval(timer);
    await this.listener?.end().catch(() => undefined);
  }

  private every(ms: number, work: () => void, now = false) {
    if (now) work();
    const timer = setInterval(work, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private hear(payload: string) {
    if (payload.startsWith(liveNotices.sessionEnded)) this.endSession(payload.slice(liveNotices.sessionEnded.length));
    else if (payload === liveNotices.newEvents) this.readNew();
  }

  private endSession(sessionId: string) {
    for (const stream of this.bySession.get(sessionId) ?? []) stream.end();
  }

  /** Ends the streams whose session is no longer open (one query for all of them). */
  private async checkSessions() {
    if (this.checking || this.bySession.size === 0) return;
    this.checking = true;
    try {
      const ids = [...this.bySession.keys()];
      const open = await this.sessions.openOfActiveAdmins(ids).catch(() => undefined);
      for (const id of ids) if (open && !open.has(id)) this.endSession(id);
    } finally {
      this.checking = false;
    }
  }

  private deliver(events: LiveEvent[]) {
    for (const event of events) {
      this.lastDelivered = event.id;
      for (const stream of this.streams) stream.onEvent(event);
    }
  }

  /**
   * On PGlite: LISTEN on the database's one backend, which then answers every notification to the pool. Until it
   * succeeds (a database that could not be read at start) each heartbeat tries again.
   */
  private async listenInProcess() {
    if (this.listeningInProcess) return;
    this.listeningInProcess = await this.db.execute(sql.raw(`listen ${LIVE_CHANNEL}`)).then(
      () => true,
      () => false,
    );
  }

  private async listen() {
    const client = new pg.Client({ connectionString: this.options.listenUrl });
    this.listener = client;
    const reconnect = () => {
      if (this.closed || this.listener !== client) return;
      this.listener = undefined;
      void client.end().catch(() => undefined);
      setTimeout(() => {
        // What was announced while the listener was away is read from the tables: the events after the last
        // delivered, and the sessions of the open streams.
        void this.listen().then(() => {
          this.readNew();
          void this.checkSessions();
        });
      }, RECONNECT_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => this.hear(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch {
      reconnect();
    }
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
        if (this.lastDelivered === undefined) continue;
        for (;;) {
          const batch = await this.events.after(this.lastDelivered, READ_BATCH).catch(() => []);
          this.deliver(batch);
          if (batch.length < READ_BATCH) break;
        }
      } while (this.readAgain && !this.closed);
    })().finally(() => {
      this.reading = undefined;
    });
  }
}
