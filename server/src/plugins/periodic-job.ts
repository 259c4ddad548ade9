import type { FastifyInstance } from 'fastify';

/** A job every process runs on a timer; the job itself claims its work, so one process does each piece. */
export interface PeriodicJob {
  everyMs: number;
  /** The log message of a failed run. */
  failure: string;
  run(): Promise<void>;
}

/**
 * Runs the job when the app is ready and every `everyMs` after, until the app closes: a failed run is logged and
 * tried again at the next turn (the API keeps serving meanwhile), a turn that finds the last run still going is
 * skipped, and closing waits for a run in progress so it never works on a closed database. The timer does not keep
 * the process alive.
 */
export const runPeriodically = (app: FastifyInstance, job: PeriodicJob) => {
  let running: Promise<void> | undefined;
  const turn = () => {
    running ??= job
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, job.failure))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    turn();
    timer = setInterval(turn, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
