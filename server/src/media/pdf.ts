import { createRequire } from 'node:module';
import path from 'node:path';
import { badRequest } from '../lib/http-errors.js';
import type { FileRule } from './upload.js';

export const pdfMessages = {
  type: 'Only .pdf files are allowed',
  unreadable: 'The PDF could not be read; upload a complete, valid PDF file',
} as const;

/** A PDF by content: file-type reports "pdf" only for data starting with the %PDF signature. */
export const pdfRule = (maxBytes: number, sizeMessage: string, typeMessage: string = pdfMessages.type): FileRule => ({
  maxBytes,
  sizeMessage,
  types: ['pdf'],
  typeMessage,
});

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** Loaded on first use: pdf.js is large and most requests never touch a PDF. */
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** What pdf.js needs to draw a page, not to parse it. */
export interface PdfRenderOptions {
  /** Glyphs of the 14 standard fonts, which PDFs may use without embedding them. */
  standardFontDataUrl: string;
  /** Character maps of CJK fonts. */
  cMapUrl: string;
  cMapPacked: boolean;
  /** Decoders for JPEG 2000 and JBIG2 images. */
  wasmUrl: string;
  iccUrl: string;
  /** Images with more pixels than this are skipped rather than decoded into memory (an image bomb). */
  maxImageSize: number;
}

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export const pdfRenderOptions: PdfRenderOptions = {
  standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts/'),
  cMapUrl: path.join(pdfjsDir, 'cmaps/'),
  cMapPacked: true,
  wasmUrl: path.join(pdfjsDir, 'wasm/'),
  iccUrl: path.join(pdfjsDir, 'iccs/'),
  maxImageSize: 50_000_000,
};

/**
 * Opens PDF bytes with pdf.js (the legacy build, which runs in Node) with everything that could execute or fetch
 * content switched off. `use` gets the parsed document; it is destroyed afterwards whatever happens. Data that
 * pdf.js cannot parse answers 400 with `invalidMessage`. Pass `renderOptions` to draw pages, not only to read them.
 *
 * @example
 * const pages = await withPdfDocument(bytes, pdfMessages.unreadable, (doc) => doc.numPages);
 */
export const withPdfDocument = async <T>(
  data: Uint8Array,
  invalidMessage: string,
  use: (document: PdfDocument) => Promise<T> | T,
  renderOptions?: PdfRenderOptions,
): Promise<T> => {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    ...renderOptions,
    // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a copy.
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  let document: PdfDocument;
  try {
    document = await task.promise;
  } catch {
    await task.destroy().catch(() => undefined);
    throw badRequest(invalidMessage);
  }
  try {
    return await use(document);
  } finally {
    await task.destroy().catch(() => undefined);
  }
};

/**
 * The page count of PDF bytes if pdf.js can read them: they parse, there is a page, and the first page loads; null
 * for a truncated file or a %PDF header followed by garbage. Runs in the renderer process (`countPages`).
 */
export const readablePageCount = (data: Uint8Array): Promise<number | null> =>
  withPdfDocument(data, pdfMessages.unreadable, async (document) => {
    if (document.numPages < 1) return null;
    try {
      await document.getPage(1);
      return document.numPages;
    } catch {
      return null;
    }
  }).catch(() => null);
