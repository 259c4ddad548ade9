import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../../src/db/client.js';
import { magazines } from '../../src/db/schema.js';

/** A calendar day relative to today, as yyyy-MM-dd in UTC (the calendar magazine dates use). */
export const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export const makeMagazine = async (db: Db, overrides: Partial<typeof magazines.$inferInsert> = {}) => {
  const [row] = await db
    .insert(magazines)
    .values({ name: `Shop ${randomUUID().slice(0, 8)}`, startDate: utcDay(), expiryDate: utcDay(30), ...overrides })
    .returning();
  return row;
};

export interface PdfOptions {
  /** Page size in points; A4 by default. */
  size?: [number, number];
  /** Makes this page's entry in the page tree point at a number, so the PDF opens but that page cannot be drawn. */
  brokenPage?: number;
}

/** A real PDF of `pages` coloured pages, each saying its number. */
export const makePdf = async (pages: number, { size = [595, 842], brokenPage }: PdfOptions = {}) => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage(size);
    page.drawRectangle({ x: 0, y: 0, width: size[0], height: size[1], color: rgb(((n * 53) % 256) / 255, 0.55, 0.75) });
    page.drawText(`Page ${n}`, { x: 40, y: size[1] - 80, size: 36, font, color: rgb(0, 0, 0) });
  }
  if (brokenPage)
    doc.catalog
      .Pages()
      .Kids()
      .set(brokenPage - 1, doc.context.register(doc.context.obj(42)));
  return Buffer.from(await doc.save());
};
