import { session } from '../dataProvider/session';
import { apiUrl } from '../dataProvider';

/** A change another admin (or this one) made, as GET /api/events sends it. */
export interface LiveEvent {
  id: number;
  resource: string;
  ids: string[];
  action: string;
  actor: { adminID: string; name: string } | null;
  at: string;
}

const RECONNECT_MS = 2000;

/** The `event: change` messages of an SSE text, and what is left over (an unfinished message). */
const parseMessages = (text: string) => {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveEvent[] = [];
  let lastId: string | undefined;
  for (const block of blocks) {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      const match = /^(id|event|data): ?(.*)$/.exec(line);
      if (match) fields[match[1]] = match[2];
    }
    if (fields.id) lastId = fields.id;
    if (fields.event === 'change' && fields.data)
      events.push({ id: Number(fields.id), ...(JSON.parse(fields.data) as Omit<LiveEvent, 'id'>) });
  }
  return { events, rest, lastId };
};

/**
 * Reads GET /api/events with fetch, so that the token travels in the Authorization header (EventSource can only put
 * it in the URL, which logs keep). Reconnects after a drop with Last-Event-ID, so the server replays what was
 * missed; stops for good on 401 (the session's end is the auth provider's business) or `close()`.
 */
export const openEventStream = (onEvent: (event: LiveEvent) => void) => {
  const abort = new AbortController();
  let lastId: string | undefined;
  const run = async () => {
    while (!abort.signal.aborted) {
      const token = session.token();
      if (!token) return;
      try {
        const response = await fetch(`${apiUrl}/events`, {
          headers: { Authorization: `Bearer ${token}`, ...(lastId && { 'Last-Event-ID': lastId }) },
          signal: abort.signal,
        });
        if (response.status === 401) return;
        if (response.ok && response.body) {
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffered = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseMessages(buffered + value);
            buffered = parsed.rest;
            lastId = parsed.lastId ?? lastId;
            parsed.events.forEach(onEvent);
          }
        }
      } catch {
        // A drop or a refused connection: try again below, unless closed.
      }
      if (abort.signal.aborted) return;
      await new Promise((resolve) => window.setTimeout(resolve, RECONNECT_MS));
    }
  };
  void run();
  return () => abort.abort();
};
