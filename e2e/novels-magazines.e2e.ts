import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, toast, viewports } from './app.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real PDF of `pages` coloured pages, each saying its number, made with pdf-lib. */
const makePdf = async (pages: number, text: string) => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: rgb(((n * 53) % 256) / 255, 0.55, 0.75) });
    page.drawText(`${text} ${n}`, { x: 40, y: 760, size: 36, font, color: rgb(0, 0, 0) });
  }
  return Buffer.from(await doc.save());
};

const makeCover = () =>
  sharp({ create: { width: 300, height: 450, channels: 3, background: '#6a4c93' } })
    .png()
    .toBuffer();

const pdfFile = async (name: string, pages: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: await makePdf(pages, name),
});

/** A name no other run or test uses, so searches find exactly what this test made. */
const tag = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const two = (n: number) => String(n).padStart(2, '0');

/** A local date-time `days` ahead as the picker takes it (yyyy-MM-ddTHH:mm). */
const pickerDateTime = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T10:00`;
};

const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Waits until the image has loaded and answers its natural width. */
const loadedWidth = (image: Locator) =>
  image.evaluate(
    (node: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (node.complete) resolve(node.naturalWidth);
        else node.addEventListener('load', () => resolve(node.naturalWidth), { once: true });
      }),
  );

/** The slide a carousel shows: the one group not hidden from the accessibility tree. */
const shownSlide = (carousel: Locator) => carousel.getByRole('group');

describe('the Novels and Magazines sections', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openPage(browser, viewports.desktop));
    await logIn(page);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('adds a novel with two real chapter PDFs, and its chapter link opens the PDF', async () => {
    const title = tag('Night Train');
    await page.goto(`${baseUrl}/novels/active`);
    await page.getByRole('button', { name: '+ Add Novel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Novel' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Novel Title is required').waitFor();

    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await makeCover(),
      });
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Romance' }).click();
    await dialog.getByRole('textbox', { name: 'Novel Title' }).fill(title);
    await dialog.getByLabel('Start Date & Time').fill(pickerDateTime(1));
    await dialog.getByRole('textbox', { name: 'No Of Chapters' }).fill('2');
    const files = dialog.locator('input[type="file"]');
    await expect.poll(() => files.count()).toBe(3);
    await files.nth(1).setInputFiles(await pdfFile('chapter-one.pdf', 2));
    await files.nth(2).setInputFiles(await pdfFile('chapter-two.pdf', 1));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Novel Added successfully');
    await dialog.waitFor({ state: 'detached' });

    // Starting tomorrow, it is upcoming.
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await page.getByRole('searchbox', { name: 'Search by Novel Name ...' }).fill(title);
    await page.getByRole('button', { name: title }).click();
    const view = page.getByRole('dialog', { name: 'View Novel' });
    await view.getByText('2 Chapters').waitFor();
    const link = view.getByRole('link', { name: 'Chapter 2: chapter-two.pdf' });
    await view.getByRole('link', { name: 'Chapter 1: chapter-one.pdf' }).waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(await link.getAttribute('target')).toBe('_blank');

    const opened = page.context().waitForEvent('response', (response) => response.url() === href);
    await link.click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await page.request.get(href);
    expect(body.status()).toBe(200);
    expect((await body.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('adds a magazine from a real 3-page PDF and shows its 3 rendered pages in the carousel and full screen', async () => {
    const name = tag('Corner Store');
    await page.bringToFront();
    await page.goto(`${baseUrl}/magazines/active`);
    await page.getByRole('button', { name: '+ Add Magazine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Magazine' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Magazine file is required').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(await pdfFile('offers.pdf', 3));
    await dialog.getByRole('textbox', { name: 'Shop Name' }).fill(name);
    await dialog.getByLabel('Start Date').fill(utcDay(0));
    await dialog.getByLabel('Expiry Date').fill(utcDay(4));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Magazine Added successfully');
    await dialog.waitFor({ state: 'detached' });

    // The card follows the render and shows the first page once it is done.
    const card = page.getByRole('button', { name });
    await card.locator('img').waitFor({ timeout: 45_000 });
    expect(await loadedWidth(card.locator('img'))).toBeGreaterThan(0);
    await card.getByText('5 Days').waitFor();

    await card.click();
    const view = page.getByRole('dialog', { name: 'View Magazine' });
    const carousel = view.getByRole('region', { name: 'Magazine pages' });
    for (let n = 1; n <= 3; n += 1) {
      const slide = shownSlide(carousel);
      await expect.poll(() => slide.getAttribute('aria-label')).toBe(`Page ${n} of 3`);
      expect(await loadedWidth(slide.locator('img'))).toBeGreaterThan(0);
      await carousel.getByRole('button', { name: 'Next page' }).click();
    }
    // Endless: after the third page comes the first again.
    await expect.poll(() => shownSlide(carousel).getAttribute('aria-label')).toBe('Page 1 of 3');
    await carousel.press('ArrowRight');
    await carousel.press('ArrowRight');
    await expect.poll(() => shownSlide(carousel).getAttribute('aria-label')).toBe('Page 3 of 3');
    await shownSlide(carousel).getByRole('button', { name: 'Open Page 3 of 3 full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Magazine pages, full screen' });
    const big = shownSlide(viewer.getByRole('region', { name: 'Magazine pages, full screen' }));
    await expect.poll(() => big.getAttribute('aria-label')).toBe('Page 3 of 3');
    expect(await loadedWidth(big.locator('img'))).toBeGreaterThan(0);
    const box = (await big.locator('img').boundingBox())!;
    expect(box.height).toBeGreaterThan(400);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await view.waitFor();
  });
});
