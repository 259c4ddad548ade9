import { Readable } from 'node:stream';

/**
 * Runs a generator up to its first chunk before anything is sent, so that an error in its first step (a bad
 * filter, an unreachable database) answers with an error status and message rather than a 200 whose body is cut.
 */
export const startedStream = async (chunks: AsyncGenerator<string>): Promise<Readable> => {
  const first = await chunks.next();
  return Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* chunks;
    })(),
  );
};
