import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { contentTypes } from '../media/media-types.js';
import { PageRenderError, PdfPageRenderer, type PageRenderOptions } from '../media/pdf-render.js';
import type { Storage } from '../media/storage.js';
import { MagazineRendersRepository, type ClaimedRender } from './render-queue.js';

/** Keys of a render's files follow from its id, so clean-up never depends on having recorded them. */
export const magazineKeys = {
  pdf: (renderId: string) => `magazines/${renderId}.pdf`,
  page: (renderId: string, pageNumber: number) => `magazines/${renderId}-p${pageNumber}.webp`,
};

export interface MagazineRendererOptions {
  /** How often an idle process looks for work queued by other processes or left by dead ones. */
  pollMs: number;
  /** How long a claim lasts without progress before another process may take the job over. */
  leaseSeconds: number;
  /** A render claimed this many times without finishing (its process kept dying) fails. */
  maxAttempts: number;
  page: Partial<PageRenderOptions>;
  log?: FastifyBaseLogger;
}

const defaults: MagazineRendererOptions = { pollMs: 2_000, leaseSeconds: 120, maxAttempts: 3, page: {} };

/** The render was handed back because this process is stopping. */
class Stopped extends Error {}

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

/**
 * Works through the magazine render queue (see MagazineRendersRepository): claims a job, draws its pages in a
 * child process, stores each page and records it with the lease renewed, then makes the new pages the magazine's
 * pages. One job at a time per process: rendering is CPU-bound, and more processes share the queue.
 *
 * @example
 * const renderer = new MagazineRenderer(db, storage, { log: app.log });
 * renderer.start(); renderer.wake(); await renderer.stop();
 */
export class MagazineRenderer {
  private readonly options: MagazineRendererOptions;
  private readonly renders: MagazineRendersRepository;
  private timer: NodeJS.Timeout | undefined;
  private loop: Promise<void> | undefined;
  private wakeRequested = false;
  private stopping = false;
  private active: PdfPageRenderer | undefined;

  constructor(
    db: Db,
    private readonly storage: Storage,
    options: Partial<MagazineRendererOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
    this.renders = new MagazineRendersRepository(db);
  }

  start() {
    this.stopping = false;
    this.schedule(0);
  }

  /** Looks for work now, e.g. right after an upload, instead of at the next poll. */
  wake() {
    if (this.stopping) return;
    if (this.loop) this.wakeRequested = true;
    else this.schedule(0);
  }

  /** Stops polling, abandons the page being drawn and hands its job back, then resolves. */
  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.active?.close();
    await this.loop;
  }

  /**
   * Runs queued jobs until none is waiting or running anywhere (demo seeding): another process's runner may hold
   * one of them, so this waits for it too.
   */
  async drain() {
    for (;;) {
      if (await this.runNext()) continue;
      if ((await this.renders.unfinishedCount()) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs));
    }
  }

  /** Claims and runs one job; false when there was none. */
  async runNext(): Promise<boolean> {
    const job = await this.renders.claim(randomUUID(), this.options.leaseSeconds);
    if (!job) return false;
    if (job.status === 'rendering') await this.render(job);
    else await this.cleanUp(job);
    return true;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.loop = this.work().finally(() => {
        this.loop = undefined;
        if (this.stopping) return;
        const again = this.wakeRequested;
        this.wakeRequested = false;
        this.schedule(again ? 0 : this.options.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async work() {
    try {
      while (!this.stopping && (await this.runNext()));
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      this.options.log?.error({ err: error }, 'magazine render queue');
    }
  }

  private async render(job: ClaimedRender) {
    if (job.attempts > this.options.maxAttempts) {
      await this.renders.fail(job, `Rendering did not finish after ${this.options.maxAttempts} attempts`);
      return;
    }
    let renderer: PdfPageRenderer | undefined;
    try {
      const pdf = await readAll(await this.storage.read(magazineKeys.pdf(job.id)));
      renderer = this.active = await PdfPageRenderer.open(pdf, this.options.page);
      if (renderer.pageCount !== job.totalPages) throw new PageRenderError('The PDF changed after it was checked');
      for (let pageNumber = job.renderedPages + 1; pageNumber <= job.totalPages; pageNumber += 1) {
        if (this.stopping) throw new Stopped();
        const page = await renderer.renderPage(pageNumber);
        const imageKey = magazineKeys.page(job.id, pageNumber);
        await this.storage.put(imageKey, Buffer.from(page.data), contentTypes.webp);
        const ours = await this.renders.recordPage(
          job,
          { renderId: job.id, pageNumber, imageKey, width: page.width, height: page.height },
          this.options.leaseSeconds,
        );
        // Discarded by a newer upload (the queue cleans it up) or taken over after our lease ran out.
        if (!ours) return await this.renders.release(job);
      }
      if (!(await this.renders.complete(job))) await this.renders.release(job);
    } catch (error) {
      if (this.stopping) return await this.renders.release(job, { countAttempt: false });
      const message = error instanceof PageRenderError ? error.message : 'The PDF could not be rendered';
      this.options.log?.warn({ err: error, renderId: job.id }, `magazine render failed: ${message}`);
      await this.renders.fail(job, message);
    } finally {
      if (this.active === renderer) this.active = undefined;
      await renderer?.close();
    }
  }

  /**
   * Removes every file a failed or discarded render may have stored, including a page stored as its process died.
   * A delete that fails leaves the job claimed until its lease ends, and then it is tried again.
   */
  private async cleanUp(job: ClaimedRender) {
    const keys = [magazineKeys.pdf(job.id)];
    for (let pageNumber = 1; pageNumber <= job.totalPages; pageNumber += 1)
      keys.push(magazineKeys.page(job.id, pageNumber));
    for (let start = 0; start < keys.length; start += 25) {
      await Promise.all(keys.slice(start, start + 25).map((key) => this.storage.delete(key)));
    }
    await this.renders.cleanedUp(job);
  }
}
