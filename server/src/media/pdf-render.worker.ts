/**
 * Runs in a worker thread (see pdf-render.ts): draws the pages of one PDF with pdf.js on @napi-rs/canvas and
 * encodes them with sharp, so that a long document never holds up the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { pdfRenderOptions, withPdfDocument, type PdfDocument } from './pdf.js';
import type { PageSize, RenderRequest, RenderResponse, WorkerSetup } from './pdf-render.js';

const setup = workerData as WorkerSetup;
const port = parentPort!;

/** The page's size in pixels: the configured width, narrowed when a very tall page would exceed the pixel cap. */
const sizeOf = (width: number, height: number): PageSize & { scale: number } => {
  if (!(width > 0 && height > 0) || !Number.isFinite(width * height)) throw new Error('The page has no size');
  let scale = setup.width / width;
  if (width * height * scale * scale > setup.maxPixels) scale = Math.sqrt(setup.maxPixels / (width * height));
  return { scale, width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
};

const renderPage = async (document: PdfDocument, pageNumber: number) => {
  const page = await document.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const size = sizeOf(base.width, base.height);
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

const reply = (response: RenderResponse, transfer: ArrayBuffer[] = []) => port.postMessage(response, transfer);

/** Renders one page and answers with it, or with the failure; it never rejects. */
const answer = async (document: PdfDocument, request: Extract<RenderRequest, { pageNumber: number }>) => {
  try {
    const { data, width, height } = await renderPage(document, request.pageNumber);
    const bytes = new Uint8Array(data);
    reply({ id: request.id, ok: true, page: { data: bytes, width, height } }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    reply({ id: request.id, ok: false, message: (error as Error).message ?? String(error) });
  }
};

/** Answers render requests one at a time until the parent closes the document. */
const serve = (document: PdfDocument) =>
  new Promise<void>((resolve) => {
    reply({ id: 0, ok: true, pageCount: document.numPages });
    port.on('message', (request: RenderRequest) => {
      if (request.type === 'close') return resolve();
      void answer(document, request);
    });
  });

withPdfDocument(setup.pdf, 'The PDF could not be read', serve, pdfRenderOptions)
  .catch((error: Error) => reply({ id: 0, ok: false, message: error.message }))
  .finally(() => port.close());
