import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, tag, toast, viewports } from './app.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A time `days` from now as the datetime-local picker takes it (local time, like the server's TZ). */
const pickerTime = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};

describe('Ad Management in a real browser', () => {
  it('adds an ad with a real PNG image, shows it in Running Ads and toggles its status', async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    try {
      await logIn(page);
      await page.goto(`${baseUrl}/settings/add-management`);
      const title = tag('Sale');
      await page.getByRole('button', { name: '+ Create New Ad' }).click();
      const add = page.getByRole('dialog', { name: 'Add Ad' });
      const banner = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#f57c00' } })
        .png()
        .toBuffer();
      await add
        .locator('input[type="file"]')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
      await add.getByRole('textbox', { name: 'Ad Title' }).fill(title);
      // Far ahead, so it is the newest start and heads the Running Ads list.
      await add.getByLabel('Start Date').fill(pickerTime(400));
      await add.getByLabel('End Date').fill(pickerTime(410));
      await add.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Ad Added successfully');

      const row = page.getByRole('row').filter({ hasText: title });
      const image = row.getByRole('img', { name: `Ad image of ${title}` });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const toggle = row.getByRole('switch', { name: `${title} status` });
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      await toast(page, 'Ad is Inactive');
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await toggle.click();
      await toast(page, 'Ad is Active');
      await expect.poll(() => toggle.isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
