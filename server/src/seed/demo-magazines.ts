import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { todayUtc } from '#contract/rules';
import type { Db } from '../db/client.js';
import { magazineRenders, magazines } from '../db/schema.js';
import { contentTypes } from '../media/media-types.js';
import type { Storage } from '../media/storage.js';
import { MagazineRenderer, magazineKeys } from '../magazines/renderer.js';

const day = (offset: number) => {
  const date = new Date(`${todayUtc()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const hex = (colour: string) =>
  rgb(...([1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255) as [number, number, number]));

interface DemoMagazine {
  name: string;
  start: number;
  expiry: number;
  colour: string;
  products: [string, number][];
}

const products: [string, number][] = [
  ['Basmati Rice 5 kg', 499],
  ['Sunflower Oil 1 L', 139],
  ['Toor Dal 1 kg', 159],
  ['Assam Tea 500 g', 229],
  ['Alphonso Mangoes 1 dozen', 649],
  ['Whole Wheat Atta 10 kg', 389],
  ['Paneer 200 g', 89],
  ['Masala Dosa Batter 1 kg', 79],
  ['Detergent Powder 2 kg', 265],
  ['Steel Tiffin Box', 349],
  ['Cotton Bedsheet Set', 799],
  ['LED Bulb Pack of 4', 299],
];

/** Active (running, starting today, not yet started) and expired (recently and long ago), so every filter has rows. */
export const demoMagazines: DemoMagazine[] = [
  { name: 'Fresh Basket Weekly Offers', start: -3, expiry: 10, colour: '#2a9d8f', products: products.slice(0, 8) },
  { name: 'Festival Mega Sale', start: 0, expiry: 6, colour: '#e76f51', products: products.slice(4, 12) },
  { name: 'Monsoon Home Essentials', start: 5, expiry: 25, colour: '#264653', products: products.slice(6, 12) },
  { name: 'Summer Mango Mela', start: -20, expiry: -1, colour: '#f4a261', products: products.slice(2, 10) },
  { name: 'Back to School Savings', start: -60, expiry: -25, colour: '#6a4c93', products: products.slice(0, 6) },
];

const PER_PAGE = 4;

/** A shop's flyer: a cover, then pages of product tiles with prices, each page in the shop's colour. */
const flyerPdf = async ({ name, colour, products: items, start, expiry }: DemoMagazine) => {
  const doc = await PDFDocument.create();
  doc.setTitle(name);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = [595, 842];
  const accent = hex(colour);
  const white = rgb(1, 1, 1);
  const ink = rgb(0.12, 0.12, 0.14);

  const cover = doc.addPage([width, height]);
  cover.drawRectangle({ x: 0, y: 0, width, height, color: accent });
  cover.drawCircle({ x: width - 90, y: height - 110, size: 190, color: white, opacity: 0.12 });
  name
    .split(' ')
    .forEach((word, i) =>
      cover.drawText(word, { x: 48, y: height - 260 - i * 64, size: 56, font: bold, color: white }),
    );
  cover.drawText(`Valid ${day(start)} to ${day(expiry)}`, { x: 48, y: 120, size: 22, font: regular, color: white });

  const pages = Math.ceil(items.length / PER_PAGE);
  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.97, 0.96, 0.93) });
    page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: accent });
    page.drawText(name, { x: 36, y: height - 70, size: 28, font: bold, color: white });
    page.drawText(`Page ${p + 2} of ${pages + 1}`, { x: width - 150, y: 30, size: 14, font: regular, color: ink });
    items.slice(p * PER_PAGE, (p + 1) * PER_PAGE).forEach(([product, price], i) => {
      const x = 36 + (i % 2) * 270;
      const y = height - 400 - Math.floor(i / 2) * 300;
      page.drawRectangle({ x, y, width: 250, height: 260, color: white, borderColor: accent, borderWidth: 3 });
      page.drawRectangle({ x: x + 20, y: y + 110, width: 210, height: 120, color: accent, opacity: 0.25 });
      page.drawText(product, { x: x + 20, y: y + 80, size: 15, font: bold, color: ink, maxWidth: 210, lineHeight: 18 });
      page.drawText(`Rs. ${price}`, { x: x + 20, y: y + 30, size: 30, font: bold, color: accent });
    });
  }
  return Buffer.from(await doc.save());
};

/**
 * Magazines, active and expired, whose pages are rendered from generated multi-page PDFs by the same queue and
 * renderer as uploads; the renders run here, so the pages exist when seeding returns.
 */
export const seedMagazines = async (db: Db, storage: Storage) => {
  for (const demo of demoMagazines) {
    const [magazine] = await db
      .insert(magazines)
      .values({ name: demo.name, startDate: day(demo.start), expiryDate: day(demo.expiry) })
      .returning();
    const pdf = await flyerPdf(demo);
    const renderId = randomUUID();
    await storage.put(magazineKeys.pdf(renderId), pdf, contentTypes.pdf);
    const totalPages = 1 + Math.ceil(demo.products.length / PER_PAGE);
    await db.insert(magazineRenders).values({ id: renderId, magazineId: magazine.id, totalPages });
  }
  await new MagazineRenderer(db, storage).drain();
};
