import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** One write of a writer: what it asked for and what it was answered, when. */
export interface WriteAnswer {
  name: string;
  status: number;
  body: unknown;
  retryAfter: unknown;
  startedAt: number;
  answeredAt: number;
}

/**
 * `writers` clients each writing, one after another, a record named after the writer and the write (by `write`),
 * until `stop`: the load a database outage is tested under. Every answer is kept in `answers`.
 */
export const startWriters = (write: (name: string) => Promise<LightMyRequestResponse>, writers = 8) => {
  const answers: WriteAnswer[] = [];
  let writing = true;
  const writer = async (w: number) => {
    for (let i = 0; writing; i += 1) {
      const name = `Writer ${w} write ${i}`;
      const startedAt = Date.now();
      const response = await write(name);
      answers.push({
        name,
        status: response.statusCode,
        body: response.json(),
        retryAfter: response.headers['retry-after'],
        startedAt,
        answeredAt: Date.now(),
      });
      // Paced as clients are, so that a down database's instant refusals do not spin the machine.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const running = Array.from({ length: writers }, (_, w) => writer(w));
  return {
    answers,
    /** The answers to writes started after `time` with `status` (any status when none is given). */
    startedAfter: (time: number, status?: number) =>
      answers.filter((answer) => answer.startedAt > time && (status === undefined || answer.status === status)),
    stop: async () => {
      writing = false;
      await Promise.all(running);
    },
  };
};

/**
 * Checks the answers of an outage as the issue asks (every request answered within 15 s, only `created` or 503
 * with the database message and Retry-After, every acknowledged write in `stored`, writes back within 5 s of
 * `backAt` and no 503 after that) and answers the figures the report gives.
 */
export const expectOutageSurvived = (
  answers: WriteAnswer[],
  { backAt, stored, created = 201 }: { backAt: number; stored: Set<string>; created?: number },
) => {
  const slowest = Math.max(...answers.map((answer) => answer.answeredAt - answer.startedAt));
  expect(slowest).toBeLessThan(15_000);
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([created, 503]));
  for (const answer of answers.filter((a) => a.status === 503)) {
    expect(answer.body).toEqual({ message: 'The database is unavailable; try again shortly' });
    expect(answer.retryAfter).toBe('5');
  }
  const firstWriteBack = answers.find((a) => a.status === created && a.startedAt >= backAt);
  expect(firstWriteBack!.answeredAt - backAt).toBeLessThan(5_000);
  expect(answers.filter((a) => a.status === 503 && a.startedAt > backAt + 5_000)).toEqual([]);
  const acknowledged = answers.filter((a) => a.status === created);
  expect(acknowledged.filter((a) => !stored.has(a.name)).map((a) => a.name)).toEqual([]);
  return (
    `${answers.length} answers, ${acknowledged.length} acknowledged and kept, ` +
    `${answers.length - acknowledged.length} answered 503, slowest ${slowest} ms, first write back ` +
    `${firstWriteBack!.answeredAt - backAt} ms after`
  );
};
