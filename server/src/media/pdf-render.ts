import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface PageSize {
  width: number;
  height: number;
}

export interface RenderedPage extends PageSize {
  /** WebP bytes. */
  data: Uint8Array;
}

export interface PageRenderOptions {
  /** Width of a page image in pixels. */
  width: number;
  /** A page is drawn narrower when it would have more pixels than this (a very tall page, or a pixel bomb). */
  maxPixels: number;
  /** WebP quality, 1-100. */
  quality: number;
  /** A page that takes longer than this stops the render (a PDF built to burn CPU). */
  pageTimeoutMs: number;
  /** The worker's JavaScript heap; pdf.js decodes images there, so this bounds what one document can take. */
  maxHeapMb: number;
}

export const pageRenderDefaults: PageRenderOptions = {
  width: 1200,
  maxPixels: 1200 * 3600,
  quality: 80,
  pageTimeoutMs: 60_000,
  maxHeapMb: 512,
};

/** What the worker receives at start (its workerData). */
export interface WorkerSetup {
  pdf: Uint8Array;
  width: number;
  maxPixels: number;
  quality: number;
}

export type RenderRequest = { type: 'render'; id: number; pageNumber: number } | { type: 'close' };

/** Id 0 answers the opening of the document. */
export type RenderResponse =
  { id: number; ok: true; pageCount?: number; page?: RenderedPage } | { id: number; ok: false; message: string };

/** A render that could not go on; the message is meant for the admin who uploaded the PDF. */
export class PageRenderError extends Error {}

/**
 * The worker's module sits beside this code: pdf-render.worker.ts in the sources, pdf-render.worker.js beside the
 * built server's main.js (server/build.js bundles it as an entry of its own).
 */
const fromSources = import.meta.url.endsWith('.ts');
const workerModule = new URL(fromSources ? './pdf-render.worker.ts' : './pdf-render.worker.js', import.meta.url);

/**
 * From the sources, the worker is TypeScript. A worker thread does not inherit the loader that runs the server (tsx,
 * or Vitest's transform in tests), so it starts from a few lines of plain JavaScript that load the worker module
 * through tsx's API (its ESM entry: `require.resolve` would give the CommonJS one, which cannot register hooks here).
 */
const tsxBootstrap = () => {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const tsxApi = pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api'].import.default)).href;
  return `
const { tsImport } = await import(${JSON.stringify(tsxApi)});
await tsImport(${JSON.stringify(workerModule.href)}, ${JSON.stringify(workerModule.href)});
`;
};
const bootstrap = fromSources ? tsxBootstrap() : undefined;

interface Pending {
  resolve(response: RenderResponse): void;
  reject(error: Error): void;
}

/**
 * One PDF opened in its own worker thread. Pages are drawn one request at a time, so the caller decides the pace
 * (and can store each page before asking for the next); `close` ends the thread whatever it is doing.
 *
 * @example
 * const renderer = await PdfPageRenderer.open(bytes);
 * try { for (let n = 1; n <= renderer.pageCount; n += 1) save(await renderer.renderPage(n)) } finally { await renderer.close() }
 */
export class PdfPageRenderer {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  private pages = 0;

  private constructor(
    private readonly worker: Worker,
    private readonly options: PageRenderOptions,
  ) {
    worker.on('message', (message: RenderResponse) => this.settle(message));
    worker.on('error', (error) => this.fail(describeFailure(error)));
    worker.on('exit', () => this.fail(new PageRenderError('The renderer stopped')));
  }

  get pageCount() {
    return this.pages;
  }

  static async open(pdf: Uint8Array, overrides: Partial<PageRenderOptions> = {}): Promise<PdfPageRenderer> {
    const options = { ...pageRenderDefaults, ...overrides };
    const setup: WorkerSetup = { pdf, width: options.width, maxPixels: options.maxPixels, quality: options.quality };
    const workerOptions = { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } };
    const worker = bootstrap
      ? new Worker(bootstrap, { ...workerOptions, eval: true })
      : new Worker(workerModule, workerOptions);
    const renderer = new PdfPageRenderer(worker, options);
    try {
      const opened = await renderer.answer(0);
      if (!opened.ok) throw new PageRenderError('The PDF could not be read', { cause: opened.message });
      renderer.pages = opened.pageCount ?? 0;
      return renderer;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
  }

  async renderPage(pageNumber: number): Promise<RenderedPage> {
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.fail(new PageRenderError(`Page ${pageNumber} took too long to render`));
      void this.worker.terminate();
    }, this.options.pageTimeoutMs);
    try {
      const answered = this.answer(id);
      this.worker.postMessage({ type: 'render', id, pageNumber } satisfies RenderRequest);
      const result = await answered;
      if (!result.ok || !result.page) {
        throw new PageRenderError(`Page ${pageNumber} could not be rendered`, {
          cause: result.ok ? undefined : result.message,
        });
      }
      return result.page;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the worker; a page being drawn is abandoned and its caller gets an error. */
  async close() {
    this.fail(new PageRenderError('The renderer was closed'));
    await this.worker.terminate();
  }

  private answer(id: number) {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<RenderResponse>((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private settle(message: RenderResponse) {
    const waiting = this.pending.get(message.id);
    this.pending.delete(message.id);
    waiting?.resolve(message);
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}

const describeFailure = (error: unknown) =>
  error instanceof PageRenderError
    ? error
    : (error as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? new PageRenderError('The PDF needs too much memory to render')
      : new PageRenderError('The PDF could not be rendered');
