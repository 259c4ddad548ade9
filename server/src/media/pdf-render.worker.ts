/**
 * Runs as a child process of the server (see pdf-render.ts): draws the pages of one PDF with pdf.js on
 * @napi-rs/canvas and encodes them with sharp, so that a long document never holds up the server's event loop and
 * its memory goes back to the system when the process ends.
 */
import fsp from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { pdfRenderOptions, readablePageCount, withPdfDocument, type PdfDocument } from './pdf.js';
import type { PageSize, RenderRequest, RenderResponse, RenderSetup } from './pdf-render.js';

/** The page's size in pixels: the configured width, narrowed when a very tall page would exceed the pixel cap. */
const sizeOf = (setup: RenderSetup, width: number, height: number): PageSize & { scale: number } => {
  if (!(width > 0 && height > 0) || !Number.isFinite(width * height)) throw new Error('The page has no size');
  let scale = setup.width / width;
  if (width * height * scale * scale > setup.maxPixels) scale = Math.sqrt(setup.maxPixels / (width * height));
  return { scale, width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
};

const renderPage = async (setup: RenderSetup, document: PdfDocument, pageNumber: number) => {
  const page = await document.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const size = sizeOf(setup, base.width, base.height);
    const viewport = page.getViewport({ scale: size.scale });
    const canvas = createCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
      background: '#ffffff',
    }).promise;
    const { data } = context.getImageData(0, 0, size.width, size.height);
    const image = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width: size.width, height: size.height, channels: 4 },
    })
      .removeAlpha()
      // Effort 2 encodes about twice as fast as the default for a few percent more bytes.
      .webp({ quality: setup.quality, effort: 2 })
      .toBuffer();
    return { data: image, width: size.width, height: size.height };
  } finally {
    page.cleanup();
  }
};

const reply = (response: RenderResponse) => process.send!(response);

/** Renders one page and answers with it, or with the failure; it never rejects. */
const answer = async (
  setup: RenderSetup,
  document: PdfDocument,
  request: Extract<RenderRequest, { type: 'render' }>,
) => {
  try {
    const { data, width, height } = await renderPage(setup, document, request.pageNumber);
    reply({ id: request.id, ok: true, page: { data: new Uint8Array(data), width, height } });
  } catch (error) {
    reply({ id: request.id, ok: false, message: (error as Error).message ?? String(error) });
  }
};

/** Answers render requests one at a time for as long as the server keeps the process (it kills it to close). */
const serve = (id: number, setup: RenderSetup) => (document: PdfDocument) =>
  new Promise<never>(() => {
    reply({ id, ok: true, pageCount: document.numPages });
    process.on('message', (request: RenderRequest) => {
      if (request.type === 'render') void answer(setup, document, request);
    });
  });

/** Reads the files one after the other, so one parsed document at a time is in memory. */
const countPages = async (paths: string[]) => {
  const pageCounts: (number | null)[] = [];
  for (const path of paths) pageCounts.push(await readablePageCount(await fsp.readFile(path)));
  return pageCounts;
};

// A server that dies without closing the document must not leave its renderer behind.
process.on('disconnect', () => process.exit(0));
process.once('message', (request: RenderRequest) => {
  if (request.type === 'open') {
    withPdfDocument(
      request.setup.pdf,
      'The PDF could not be read',
      serve(request.id, request.setup),
      pdfRenderOptions,
    ).catch((error: Error) => reply({ id: request.id, ok: false, message: error.message }));
  } else if (request.type === 'count') {
    countPages(request.paths).then(
      (pageCounts) => reply({ id: request.id, ok: true, pageCounts }),
      (error: Error) => reply({ id: request.id, ok: false, message: error.message }),
    );
  }
});
