import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openPage, tag, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';
import { startFixtureServer } from './fixture-server.js';

/**
 * Issue 37's fixtures in a real browser: the README tutorial's Events, a main-menu section of one declaration, and
 * Notices, a Settings tab with every field kind, served by the app and server built with them (fixture-server.ts).
 * At 1280 and 390 px: Events from the sidebar (the phone's menu), its tabs, search, a filter in the URL, add with the
 * dialog (a reference select, a choice at its default, a long text, a date range, an image), edit, delete after
 * asking; and axe on each screen and dialog on the way.
 */

let browser: Browser;
let server: Awaited<ReturnType<typeof startFixtureServer>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startFixtureServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A time `days` from now as the datetime-local picker takes it (local time). */
const pickerTime = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};

const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

describe.each(Object.entries(viewports))('the fixtures at %s width', (width, viewport) => {
  it('Events: tabs, search, a filter, add, edit and delete, with no WCAG violation', async () => {
    const { context, page } = await openPage(browser, viewport);
    const problems: string[] = [];
    const check = async (where: string) => void problems.push(...(await audit(page, `${width} ${where}`)));
    try {
      await logIn(page, { url: server.url });
      if (width === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Events' }).click();
      await page.waitForURL(`${server.url}/events/upcoming`);
      await page.getByRole('status', { name: /Upcoming Events?$/ }).waitFor();
      await check('/events/upcoming');

      const title = tag('Rally');
      await page.getByRole('button', { name: 'Add Event' }).click();
      const add = page.getByRole('dialog', { name: 'Add Event' });
      expect(await add.getByRole('combobox', { name: 'Kind' }).textContent()).toBe('Press conference');
      await check('Add Event');
      await add.getByLabel(/^Title/).fill(title);
      await add.getByLabel('Details').fill('Along the river\nfrom the old bridge');
      await add.getByRole('combobox', { name: /^Language/ }).click();
      await page.getByRole('option', { name: 'Hindi' }).click();
      await add.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Rally' }).click();
      await add.getByLabel(/^Starts/).fill(pickerTime(1));
      await add.getByLabel(/^Ends/).fill(pickerTime(2));
      const image = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1565c0' } })
        .png()
        .toBuffer();
      await add
        .locator('input[type="file"]')
        .setInputFiles({ name: 'rally.png', mimeType: 'image/png', buffer: image });
      await add.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'Event added successfully');
      await add.waitFor({ state: 'detached' });

      await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
      await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain(title);
      const added = row(page, title);
      await added.getByText('Hindi').waitFor();
      await added.getByText('Rally', { exact: true }).waitFor();
      await expect
        .poll(() => added.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Kind' }).click();
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Rally' }).click();
      await expect
        .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
        .toEqual({
          search: title,
          eventKind: 'Rally',
        });
      await added.waitFor();
      await check('/events/upcoming (searched and filtered)');

      await added.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Event' });
      await edit.getByLabel('Details').waitFor();
      await check('Edit Event');
      await edit.getByLabel('Details').fill('Along the river');
      await edit.getByRole('button', { name: 'Update' }).click();
      await toast(page, 'Event updated successfully');
      await edit.waitFor({ state: 'detached' });

      await added.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete' });
      await confirm.getByText(title).waitFor();
      await check('Delete (confirmation)');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Event deleted successfully');
      await added.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Past' }).click();
      await page.waitForURL(`${server.url}/events/past`);
      await page.getByRole('status', { name: /Past Events?$/ }).waitFor();
      await check('/events/past');

      await page.goto(`${server.url}/settings/notices`);
      await page.getByRole('button', { name: 'Add Notice' }).click();
      await page.getByRole('dialog', { name: 'Add Notice' }).waitFor();
      await check('Add Notice (every field kind)');
      expect(problems, `${problems.length} violations:\n${problems.join('\n')}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
