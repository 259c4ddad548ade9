import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { badRequest } from '../lib/http-errors.js';
import { fromSources, sourcesLoaderArgs } from '../sources-loader.js';
import { pdfMessages } from './pdf.js';

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
  /** Starting the renderer and parsing the PDF (or checking a request's files) may take this long. */
  openTimeoutMs: number;
  /** The renderer's JavaScript heap; pdf.js decodes images there, so this bounds what one document can take. */
  maxHeapMb: number;
}

export const pageRenderDefaults: PageRenderOptions = {
  width: 1200,
  maxPixels: 1200 * 3600,
  quality: 80,
  pageTimeoutMs: 60_000,
  openTimeoutMs: 60_000,
  maxHeapMb: 512,
};

/** What the renderer process is asked first: the document and how to draw it. */
export interface RenderSetup {
  pdf: Uint8Array;
  width: number;
  maxPixels: number;
  quality: number;
}

/** The first message a process gets decides what it is for: one document's pages, or checking files. */
export type RenderRequest =
  | { type: 'open'; id: number; setup: RenderSetup }
  | { type: 'render'; id: number; pageNumber: number }
  | { type: 'count'; id: number; paths: string[] };

export type RenderResponse =
  | { id: number; ok: true; pageCount?: number; page?: RenderedPage; pageCounts?: (number | null)[] }
  | { id: number; ok: false; message: string };

/** A render that could not go on; the message is meant for the admin who uploaded the PDF. */
export class PageRenderError extends Error {}

/**
 * The renderer's module sits beside this code: pdf-render.worker.ts in the sources, pdf-render.worker.js beside the
 * built server's main.js (server/build.js bundles it as an entry of its own).
 */
const rendererModule = fileURLToPath(
  new URL(fromSources ? './pdf-render.worker.ts' : './pdf-render.worker.js', import.meta.url),
);

interface Pending {
  resolve(response: RenderResponse): void;
  reject(error: Error): void;
}

const startProcess = (options: PageRenderOptions) =>
  fork(rendererModule, {
    execArgv: [...sourcesLoaderArgs(), `--max-old-space-size=${options.maxHeapMb}`],
    // Typed arrays cross as they are (the default JSON would turn the PDF into an object of numbers).
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });

/**
 * One PDF opened in its own process. pdf.js and the canvas keep most of what they allocate outside the JavaScript
 * heap, and memory a thread took stays with the server after the thread ends (measured: 360 MB left behind by a
 * 50-page render), while a process gives all of it back when it exits. Pages are drawn one request at a time, so
 * the caller decides the pace (and can store each page before asking for the next); `close` ends the process
 * whatever it is doing.
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

  /** V8 says on stderr when the process stopped at its heap limit; the line is followed by a long stack trace. */
  private stderrTail = '';
  private outOfMemory = false;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    private readonly options: PageRenderOptions,
  ) {
    child.on('message', (message: RenderResponse) => this.settle(message));
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = this.stderrTail.slice(-100) + chunk.toString();
      this.outOfMemory ||= /heap out of memory/i.test(this.stderrTail);
    });
    child.on('error', () => this.fail(new PageRenderError('The PDF could not be rendered')));
    this.exited = new Promise((resolve) =>
      // 'close' comes after stderr has been read to its end, unlike 'exit'.
      child.once('close', () => {
        this.fail(
          this.outOfMemory
            ? new PageRenderError('The PDF needs too much memory to render')
            : new PageRenderError('The renderer stopped'),
        );
        resolve();
      }),
    );
  }

  get pageCount() {
    return this.pages;
  }

  static async open(pdf: Uint8Array, overrides: Partial<PageRenderOptions> = {}): Promise<PdfPageRenderer> {
    const options = { ...pageRenderDefaults, ...overrides };
    const setup: RenderSetup = { pdf, width: options.width, maxPixels: options.maxPixels, quality: options.quality };
    const renderer = new PdfPageRenderer(startProcess(options), options);
    try {
      const result = await renderer.request(
        { type: 'open', id: 0, setup },
        options.openTimeoutMs,
        'The PDF took too long to open',
      );
      if (!result.ok) throw new PageRenderError('The PDF could not be read', { cause: result.message });
      renderer.pages = result.pageCount ?? 0;
      return renderer;
    } catch (error) {
      await renderer.close();
      throw error;
    }
  }

  /**
   * The page count of each PDF file, or null for a file pdf.js cannot read (it does not parse, has no page, or its
   * first page does not load). The files are read in a process of their own, so the server never holds pdf.js
   * (170 MB once loaded) or a parsed document; one process checks all the files of a request.
   *
   * @example
   * const [pageCount] = await PdfPageRenderer.countPages([file.path]); // null: not a readable PDF
   */
  static async countPages(paths: string[], overrides: Partial<PageRenderOptions> = {}): Promise<(number | null)[]> {
    const options = { ...pageRenderDefaults, ...overrides };
    const checker = new PdfPageRenderer(startProcess(options), options);
    try {
      const result = await checker.request(
        { type: 'count', id: 0, paths },
        options.openTimeoutMs,
        'The PDF took too long to read',
      );
      if (!result.ok || !result.pageCounts) throw new PageRenderError('The PDF could not be read');
      return result.pageCounts;
    } finally {
      await checker.close();
    }
  }

  async renderPage(pageNumber: number): Promise<RenderedPage> {
    const result = await this.request(
      { type: 'render', id: this.nextId++, pageNumber },
      this.options.pageTimeoutMs,
      `Page ${pageNumber} took too long to render`,
    );
    if (!result.ok || !result.page) {
      throw new PageRenderError(`Page ${pageNumber} could not be rendered`, {
        cause: result.ok ? undefined : result.message,
      });
    }
    return result.page;
  }

  /** Ends the process; a page being drawn is abandoned and its caller gets an error. */
  async close() {
    this.fail(new PageRenderError('The renderer was closed'));
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** Sends a request and waits for its answer; one that takes longer than `timeoutMs` stops the process. */
  private async request(request: RenderRequest, timeoutMs: number, tooLong: string) {
    if (this.failure) throw this.failure;
    const timer = setTimeout(() => {
      this.fail(new PageRenderError(tooLong));
      this.child.kill('SIGKILL');
    }, timeoutMs);
    try {
      const answered = new Promise<RenderResponse>((resolve, reject) =>
        this.pending.set(request.id, { resolve, reject }),
      );
      this.child.send(request);
      return await answered;
    } finally {
      clearTimeout(timer);
    }
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

/** `countPages` for files from a request: a process that fails (out of memory, too slow) reads as unreadable files. */
export const readablePdfPages = (paths: string[]) =>
  PdfPageRenderer.countPages(paths).catch(() => paths.map(() => null));

/**
 * Proves that a file with a PDF signature really is a readable PDF (see `countPages`); answers 400 with
 * `invalidMessage` otherwise.
 */
export const verifyPdf = async (filePath: string, invalidMessage: string = pdfMessages.unreadable) => {
  const [numPages] = await readablePdfPages([filePath]);
  if (!numPages) throw badRequest(invalidMessage);
  return { numPages };
};
