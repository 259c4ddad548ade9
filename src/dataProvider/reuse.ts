/** How long an answer of a `reuse` list call serves identical calls: long enough for a look through the sub-tabs. */
export const REUSE_MS = 30_000;

/**
 * Shares one answer between identical calls: those made while it is in flight and those made up to `ttlMs` after
 * it came. A failed call is not kept, so the next one asks again.
 *
 * @example
 * const shared = reuseAnswers();
 * const { json } = await shared.get(url, () => request('GET', url)); // three sub-tabs, one request
 * shared.clear(); // after any write
 */
export const reuseAnswers = <T>(ttlMs = REUSE_MS) => {
  const answers = new Map<string, { answer: Promise<T>; settledAt?: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const kept = answers.get(key);
      if (kept && (kept.settledAt === undefined || Date.now() - kept.settledAt < ttlMs)) return kept.answer;
      const entry: { answer: Promise<T>; settledAt?: number } = { answer: load() };
      answers.set(key, entry);
      entry.answer.then(
        () => {
          entry.settledAt = Date.now();
        },
        () => {
          if (answers.get(key) === entry) answers.delete(key);
        },
      );
      return entry.answer;
    },
    clear: () => answers.clear(),
  };
};
