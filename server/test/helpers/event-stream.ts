import { expect } from 'vitest';

export interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/**
 * GET /api/events (`url`) as the app reads it: fetch with the Authorization header (in `headers`) and a reader over
 * the body, which must be an event stream.
 */
export const openEventStream = async (url: string, headers: Record<string, string>) => {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: StreamMessage[] = [];
  let buffered = '';
  const parse = (block: string) => {
    const message: StreamMessage = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) message.comment = line.slice(1).trim();
      const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
      if (field) message[field as 'id' | 'event' | 'data'] = value;
    }
    return message;
  };
  /** The next message that `match` accepts (earlier ones are passed over). */
  const next = async (match: (message: StreamMessage) => boolean): Promise<StreamMessage> => {
    for (;;) {
      const index = messages.findIndex(match);
      if (index >= 0) return messages.splice(0, index + 1)[index];
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffered += value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop()!;
      messages.push(...blocks.map(parse));
    }
  };
  /** The next change event (of `resource` when given). */
  const change = async (resource?: string) => {
    const message = await next(
      (m) => m.event === 'change' && (!resource || (JSON.parse(m.data!) as { resource: string }).resource === resource),
    );
    return { id: Number(message.id), ...(JSON.parse(message.data!) as { ids: string[] } & Record<string, unknown>) };
  };
  /** Resolves when the server ends the stream; fails if it is still open after `withinMs`. */
  const ended = async (withinMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream was still open after ${withinMs} ms`)), withinMs);
    });
    const drained = (async () => {
      while (!(await reader.read()).done);
    })();
    try {
      await Promise.race([drained, bound]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { next, change, ended, close: () => abort.abort() };
};
