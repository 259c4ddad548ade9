import type { Browser, Locator, Page } from 'playwright-core';
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

/**
 * Demo reporters with four published news posts each (server/src/seed/demo.ts), so Show More has a card to add; one
 * per width, so that the two runs change different reporters.
 */
const reporters = {
  desktop: { first: 'Aarav', name: 'Aarav Kumar Sharma', email: 'aarav.sharma@newsroom.example' },
  phone: { first: 'Meera', name: 'Meera Das', email: 'meera.das@newsroom.example' },
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The card buttons of the open sub-tab. */
const cards = (page: Page) => page.getByRole('tabpanel').locator('button[aria-haspopup="dialog"]');

/** The group sizes the page should show, read from the API as the page's own session would. */
const groupSizes = (page: Page, call: string) =>
  page.evaluate(async (path) => {
    const response = await fetch(`/api${path}`, {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('adminToken')}` },
    });
    const groups = Object.values((await response.json()) as Record<string, Record<string, unknown[]>>)[0];
    return Object.fromEntries(
      Object.entries(groups).map(([key, items]) => [key.replace(/Reporter.*$/, ''), items.length]),
    );
  }, call);

/** Opens a reporter's detail page through the view link of a reporters tab, after searching for them. */
const openFromList = async (page: Page, tab: string, first: string) => {
  await page.goto(`${baseUrl}/reporters/${tab}`);
  await page.getByLabel('Search for Reporter ...').fill(first);
  // Wait for the search to apply, so the list location the detail page returns to holds it.
  await page.waitForURL((url) => url.search.includes(first));
  const row = page.getByRole('row').filter({ hasText: first });
  await row.first().waitFor();
  await row
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  await page.waitForURL(/\/view-reporter\/[^/]+\/news$/);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: /\S/ }).waitFor();
};

const selectStatus = async (page: Page, status: string) => {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
};

const statusOptions = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Status' }).click();
  const names = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return names;
};

/** How many cards share the first row, i.e. the columns of the grid. */
const columns = async (items: Locator) => {
  const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
  const firstRow = boxes.filter((box) => box && Math.abs(box.y - boxes[0]!.y) < 2);
  return firstRow.length;
};

const fitsScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(Object.entries(viewports))('the reporter detail page at %s width', (name, viewport) => {
  const REPORTER = reporters[name as keyof typeof reporters];
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, viewport));
    await logIn(page);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('opens from the Reporters list with name, number and email, and pages the news cards', async () => {
    await openFromList(page, 'reporter', REPORTER.first);
    await page.getByRole('heading', { level: 1, name: REPORTER.name }).waitFor();
    await page.getByRole('link', { name: REPORTER.email }).waitFor();
    await page.getByRole('link', { name: /^98\d{8}$/ }).waitFor();
    const id = pathOf(page).split('/')[2];
    const posts = await groupSizes(page, `/posts/reporter/${id}`);
    expect(posts.published).toBeGreaterThan(3);

    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await columns(cards(page))).toBe(name === 'phone' ? 1 : 3);
    expect(await fitsScreen(page)).toBe(true);
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect.poll(() => cards(page).count()).toBe(Math.min(6, posts.published));
    expect(new URL(page.url()).searchParams.get('shown')).toBe('6');
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Show Less' }).count()).toBe(0);
  });

  it("opens a card in the Posts section's modal with its image, title and fields", async () => {
    const card = cards(page).first();
    // The card is named by all it shows; its heading is the post's title.
    const title = await card.locator('h6').textContent();
    await card.click();
    const dialog = page.getByRole('dialog', { name: /^(Published|Scheduled) Post$/ });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'News Title' }).inputValue()).toBe(title);
    const image = dialog.getByRole('img', { name: title! });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    for (const label of ['Category', 'Language'])
      expect(await dialog.getByRole('combobox', { name: label }).count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: 'Location' }).inputValue()).not.toBe('');
    expect(await dialog.getByLabel('Posted On').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await fitsScreen(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('switches sub-tabs and tabs, and a reload keeps the sub-tab', async () => {
    const id = pathOf(page).split('/')[2];
    const posts = await groupSizes(page, `/posts/reporter/${id}`);
    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.waitForURL(/\?tab=pending$/);
    if (posts.pending === 0) await page.getByText('No news available.').waitFor();
    else await expect.poll(() => cards(page).count()).toBe(Math.min(3, posts.pending));
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'Short Videos' }).click();
    await page.waitForURL(/\/shortVideos$/);
    const shorts = await groupSizes(page, `/shorts/reporter/${id}`);
    for (const [tab, size] of [
      ['Published', shorts.published],
      ['Pending', shorts.pending],
      ['Trash', shorts.rejected],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      if (size === 0) await page.getByText('No Short Videos available.').waitFor();
      else await expect.poll(() => cards(page).count()).toBe(Math.min(3, size));
    }

    await page.getByRole('tab', { name: 'Daily Quotes' }).click();
    await page.waitForURL(/\/dailyQuotes$/);
    const quotes = await groupSizes(page, `/dailyQuotes/reporter/${id}`);
    if (quotes.published === 0) await page.getByText('No Daily Quotes available.').waitFor();
    else {
      await expect.poll(() => cards(page).count()).toBe(Math.min(3, quotes.published));
      await cards(page).first().click();
      const dialog = page.getByRole('dialog', { name: /^(Published|Scheduled) Quote$/ });
      await dialog.getByText('Scheduled Date', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('goes Back to the list it came from', async () => {
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/reporters/reporter');
    // The list keeps the search it was left with (the box fills in once the list has read its stored state).
    await expect.poll(() => page.getByLabel('Search for Reporter ...').inputValue()).toBe(REPORTER.first);
  });

  it('offers Active and Trash when opened from the trash list', async () => {
    await page.goto(`${baseUrl}/reporters/trash-reporter`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View / }) });
    await row
      .first()
      .getByRole('link', { name: /^View / })
      .click();
    await page.waitForURL(/\/view-reporter\/[^/]+\/news$/);
    expect(await statusOptions(page)).toEqual(['Active', 'Trash']);
  });

  it('changes the status from the detail page and returns to the Reporters list, then back', async () => {
    await openFromList(page, 'reporter', REPORTER.first);
    expect(await statusOptions(page)).toEqual(['Active', 'Inactive']);
    await selectStatus(page, 'Inactive');
    await toast(page, 'Reporter status updated successfully');
    await page.waitForURL((url) => url.pathname === '/reporters/reporter');

    await openFromList(page, 'inactive-reporter', REPORTER.first);
    await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).textContent()).toBe('Inactive');
    await selectStatus(page, 'Active');
    await toast(page, 'Reporter status updated successfully');
    await page.waitForURL((url) => url.pathname === '/reporters/reporter');
  });
});
