import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSpreadsheet } from '../server/test/helpers/files.js';
import { makeTestVideos } from '../server/test/helpers/videos.js';
import { baseUrl, logIn, openPage, toast, viewports } from './app.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-grids-'));
  browser = await launchBrowser();
  ({ page } = await openPage(browser, viewports.desktop));
  await logIn(page);
});
afterAll(async () => {
  await browser?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Reads an API call as the page's own session would. */
const api = <T>(call: string) =>
  page.evaluate(async (p) => {
    const response = await fetch(`/api${p}`, {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('adminToken')}` },
    });
    return (await response.json()) as unknown;
  }, call) as Promise<T>;

interface Short {
  shortID: string;
  shortVideoURL: string | null;
  isScheduled: boolean;
}
interface Quote {
  dailyQuoteID: string;
  dailyQuoteMediaURL: string | null;
  dailyQuoteThumbnailURL: string | null;
  scheduledDate: string;
}

/** The day of a date-time in the browser's time zone (the server's too: both run on this machine). */
const localDay = (value: string) =>
  page.evaluate((v) => {
    const d = new Date(v);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  }, value);

/** The pictures of the quote cards on the page. */
const quoteImages = () => page.getByRole('button', { name: /^Daily quote,/ }).locator('img');

describe('Short Video and Daily Quotes grids', () => {
  it('adds a short video with a real MP4, which plays in its card', async () => {
    const file = path.join(dir, 'clip.mp4');
    await fs.writeFile(file, (await makeTestVideos()).mp4);
    await page.goto(`${baseUrl}/short-video/published`);
    await page.getByRole('button', { name: '+ Add new video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new video' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    const { shortCategories } = await api<{ shortCategories: { shortCategories: { shortCategoryName: string }[] } }>(
      '/shorts/category/filter/Active?page=1&limit=1',
    );
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: shortCategories.shortCategories[0].shortCategoryName, exact: true }).click();
    const created = page.waitForResponse((response) => response.url().endsWith('/api/shorts/create'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const { shortID } = (await (await created).json()) as { shortID: string };
    await toast(page, 'Short Video Added successfully');
    await dialog.waitFor({ state: 'detached' });

    const { shorts } = await api<{ shorts: Short }>(`/shorts/get/${shortID}`);
    expect(shorts.shortVideoURL).toBeTruthy();
    const video = page.locator(`video[src="${shorts.shortVideoURL}"]`);
    await video.waitFor();
    expect(await video.getAttribute('preload')).toBe('none');
    // Nothing of the video is fetched until it is played.
    expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await page.waitForFunction((element) => (element as HTMLVideoElement).readyState >= 2, await video.elementHandle());
  });

  it('publishes a pending short, which is then under Published or Scheduled by its time', async () => {
    await page.goto(`${baseUrl}/short-video/pending`);
    const open = page.getByRole('button', { name: /video,/ }).first();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Pending Video' });
    const published = page.waitForResponse((response) => /\/api\/shorts\/status\//.test(response.url()));
    await dialog.getByRole('button', { name: 'Publish' }).click();
    const { shorts } = (await (await published).json()) as { shorts: Short };
    await toast(page, 'Short Video status Updated successfully');
    const tab = shorts.isScheduled ? 'scheduled' : 'published';
    await page.goto(`${baseUrl}/short-video/${tab}`);
    await page.locator(`video[src="${shorts.shortVideoURL}"]`).waitFor();
    await page.goto(`${baseUrl}/short-video/${shorts.isScheduled ? 'published' : 'scheduled'}`);
    await page.getByRole('status', { name: /Video/ }).waitFor();
    expect(await page.locator(`video[src="${shorts.shortVideoURL}"]`).count()).toBe(0);
  });

  it('the quote date range keeps the quotes of those days and drops the others', async () => {
    const { dailyQuotes } = await api<{ dailyQuotes: { dailyQuotes: Quote[] } }>(
      '/dailyQuotes/filter/Published?page=1&limit=100',
    );
    const days = await Promise.all(dailyQuotes.dailyQuotes.map((q) => localDay(q.scheduledDate)));
    const day = days[0];
    const kept = dailyQuotes.dailyQuotes.filter((_, i) => days[i] === day);
    const dropped = dailyQuotes.dailyQuotes.filter((_, i) => days[i] !== day);
    expect(dropped.length).toBeGreaterThan(0);
    const thumb = (q: Quote) => q.dailyQuoteThumbnailURL ?? q.dailyQuoteMediaURL;

    await page.goto(`${baseUrl}/daily-quotes/published`);
    await quoteImages().first().waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    const menu = page.getByRole('dialog', { name: 'Filter' });
    await menu.getByLabel('From Date').fill(day);
    await menu.getByLabel('To Date').fill(day);
    await menu.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.search.includes('fromDate'));
    await page.getByRole('status', { name: `${kept.length} Published Quote${kept.length === 1 ? '' : 's'}` }).waitFor();
    const shown = await quoteImages().evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(shown.sort()).toEqual(kept.map(thumb).sort());
    for (const quote of dropped) expect(shown).not.toContain(thumb(quote));
  });

  it("an import with bad rows opens 'Upload Errors' with one bullet per row", async () => {
    const file = path.join(dir, 'shorts.xlsx');
    await fs.writeFile(file, makeSpreadsheet([{ Category: 'No such category' }, { Category: 'Nor this one' }]));
    await page.goto(`${baseUrl}/short-video/published`);
    await page.getByRole('button', { name: 'Import' }).waitFor();
    await page.locator('main input[type="file"][accept=".xls,.xlsx"]').setInputFiles(file);
    const errors = page.getByRole('dialog', { name: 'Upload Errors' });
    await errors.waitFor();
    expect(await errors.getByRole('listitem').count()).toBe(2);
  });

  it('both grids fit a 390 px wide screen', async () => {
    const phone = await openPage(browser, viewports.phone);
    try {
      await logIn(phone.page);
      for (const [tab, card] of [
        ['short-video/published', /video,/],
        ['daily-quotes/published', /^Daily quote,/],
      ] as const) {
        await phone.page.goto(`${baseUrl}/${tab}`);
        await phone.page.getByRole('button', { name: card }).first().waitFor();
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    } finally {
      await phone.context.close();
    }
  });
});
