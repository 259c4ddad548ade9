import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, viewports.desktop));
  await logIn(page);
});
afterAll(async () => {
  await browser?.close();
});

/** Elements on the page that scroll sideways (a table wider than its box) or reach past the screen's right edge. */
const sideways = (target: Page) =>
  target.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => element.outerHTML.slice(0, 120)),
  );

/** Whether `locator` is wholly on the screen as it is, without scrolling anything. */
const inSight = async (target: Page, locator: ReturnType<Page['getByRole']>) => {
  const box = await locator.boundingBox();
  const { width, height } = target.viewportSize()!;
  return Boolean(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height);
};

const fitsScreen = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The total a list's count card shows, e.g. '12 New Posts' (0 until the list has loaded). */
const countCardTotal = async (target: Page, label: RegExp) =>
  Number(
    ((await target.getByRole('status').filter({ hasText: label }).first().getAttribute('aria-label')) ?? '').split(
      ' ',
    )[0],
  );

/** The number a dashboard figure card shows: the card is named by what it shows, its figure first. */
const figureOn = async (card: ReturnType<Page['getByRole']>) =>
  Number((await card.innerText()).match(/^[\d,]+/)![0].replace(/,/g, ''));

/** Adds a running ad through the admin's API (the Ad Management screen is tested in ads.e2e.ts). */
const addAd = async (target: Page, title: string, startsInMinutes: number, endsInHours: number) => {
  const token = await target.evaluate(() => sessionStorage.getItem('adminToken'));
  const response = await target.request.post(`${baseUrl}/api/ads/create`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      adsTitle: title,
      startDateTime: new Date(Date.now() + startsInMinutes * 60_000).toISOString(),
      expiryDateTime: new Date(Date.now() + endsInHours * 3_600_000).toISOString(),
    },
  });
  expect(response.status()).toBe(201);
};

const point = (target: Page, n: number) => target.getByRole('textbox', { name: `Point ${n}`, exact: true });

const group = (target: Page, name: string) => target.getByRole('region', { name, exact: true });

const confirmMove = async (target: Page, button: string, ticket: string, from: string) => {
  await group(target, from)
    .getByRole('article')
    .filter({ hasText: ticket })
    .getByRole('button', { name: button })
    .click();
  const dialog = target.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText('Do you want to change the status of ticket?').waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await toast(target, 'Ticket updated successfully');
};

describe('Settings', () => {
  it('moves a ticket In Progress -> Under Review -> Resolved, where it shows Closed', async () => {
    await page.goto(`${baseUrl}/settings/reporter-tickets`);
    const first = group(page, 'In Progress').getByRole('article').first();
    await first.waitFor();
    // The card's first paragraph is the ticket's description, which names it in every group.
    const ticket = (await first.locator('p').first().textContent()) ?? '';
    expect(ticket.length).toBeGreaterThan(0);

    await confirmMove(page, 'Review', ticket, 'In Progress');
    const reviewed = group(page, 'Under Review').getByRole('article').filter({ hasText: ticket });
    await reviewed.waitFor();
    expect(await reviewed.getByRole('button', { name: 'Review' }).count()).toBe(0);

    await confirmMove(page, 'Resolve', ticket, 'Under Review');
    const resolved = group(page, 'Resolved').getByRole('article').filter({ hasText: ticket });
    await resolved.getByText('Closed', { exact: true }).waitFor();
    expect(await resolved.getByRole('button', { name: /^(Review|Resolve)$/ }).count()).toBe(0);
    expect(await group(page, 'In Progress').getByRole('article').filter({ hasText: ticket }).count()).toBe(0);
  });

  it("writes the Dos and Don'ts with three points, edits one, and shows them", async () => {
    await page.goto(`${baseUrl}/settings/dos-and-donts`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${baseUrl}/settings/edit-dos-and-donts`);
    const title = page.getByLabel("Do's and Don'ts Title");
    await title.fill('Desk rules for the field');
    // Down to one point, then three typed ones: Enter adds the next.
    while ((await page.getByRole('button', { name: /^Remove point/ }).count()) > 0)
      await page
        .getByRole('button', { name: /^Remove point/ })
        .last()
        .click();
    await point(page, 1).fill('Check every name twice');
    await point(page, 1).press('Enter');
    await point(page, 2).fill('Credit every photo');
    await point(page, 2).press('Enter');
    await point(page, 3).fill('File before the deadline');
    await page.getByText('Characters Used: 64/2000').waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, "Do's and Dont's updated successfully");
    await page.waitForURL(`${baseUrl}/settings/dos-and-donts`);
    await page.getByRole('heading', { name: 'Desk rules for the field' }).waitFor();
    await expect
      .poll(() => page.getByRole('listitem').allTextContents(), { timeout: 10_000 })
      .toEqual(['Check every name twice', 'Credit every photo', 'File before the deadline']);

    await page.getByRole('link', { name: 'Edit' }).click();
    await point(page, 2).fill('Credit every photo and video');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, "Do's and Dont's updated successfully");
    await page.waitForURL(`${baseUrl}/settings/dos-and-donts`);
    await expect
      .poll(() => page.getByRole('listitem').allTextContents(), { timeout: 10_000 })
      .toEqual(['Check every name twice', 'Credit every photo and video', 'File before the deadline']);
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Credit every photo and video' }).waitFor();
  });

  it('each dashboard figure equals the total on the list it links to', async () => {
    // The demo's running ads all end later than 7 days: one ending in 3 days makes that list a real part of them.
    await addAd(page, 'Three-day flash sale', 5, 72);
    /** The figure's link, its list's count card, and for the 'within 7 days' lists the rows or cards they show. */
    const figures: [RegExp, RegExp, ((target: Page) => Promise<number>)?][] = [
      [/^\d+ New Reporters?$/, /New Reporters?$/],
      [/^\d+ Pending Posts?$/, /New Posts?$/],
      [/^\d+ Pending Short Videos?$/, /Pending Videos?$/],
      [/^\d+ Pending Quotes?$/, /Pending Quotes?$/],
      [/^\d+ Running Ads?$/, /Ads?$/],
      // Each ad row has its status switch.
      [/^\d+ Ads? ending within 7 days$/, /Ads?$/, (target) => target.getByRole('switch').count()],
      [
        /^\d+ Magazines? expiring within 7 days$/,
        /Active Magazines?$/,
        (target) => target.getByText(/^Expires: /).count(),
      ],
      [/^\d+ Jobs? expiring within 7 days$/, /Active Jobs?$/, (target) => target.getByRole('article').count()],
    ];
    const soon: number[] = [];
    for (const [figure, countLabel, rows] of figures) {
      await page.goto(`${baseUrl}/dashboard`);
      const link = page.getByRole('link', { name: figure });
      await link.waitFor();
      const shown = await figureOn(link);
      await link.click();
      await expect.poll(() => countCardTotal(page, countLabel), { timeout: 15_000 }).toBe(shown);
      if (rows) {
        // The list says it is filtered, and all of it fits on its first page.
        await page.getByText(/^(Ending|Expiring) within 7 days$/).waitFor();
        await expect.poll(() => rows(page), { timeout: 10_000 }).toBe(shown);
        soon.push(shown);
      }
    }
    // None of them passed by being empty: the demo has a magazine and a job expiring within the 7 days.
    expect(soon).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(Math.min(...soon)).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/dashboard`);
    // Named by all it shows: the figure, its text and the detail line (in progress, under review).
    const tickets = page.getByRole('link', { name: /^\d+ Open Tickets? \d+ in progress, \d+ under review$/ });
    const open = await figureOn(tickets);
    await tickets.click();
    await group(page, 'Under Review').waitFor();
    await expect
      .poll(
        async () =>
          (await group(page, 'In Progress').getByRole('article').count()) +
          (await group(page, 'Under Review').getByRole('article').count()),
        { timeout: 10_000 },
      )
      .toBe(open);
  });

  it('the dashboard draws the published chart and fits a phone', async () => {
    const phone = await openPage(browser, viewports.phone);
    await logIn(phone.page);
    const chart = phone.page.getByRole('figure', { name: /^Published in the last 30 days$/ });
    await chart.locator('svg').first().waitFor();
    await chart.getByText(/^\d+ posts, \d+ short videos and \d+ daily quotes$/).waitFor();
    expect(await fitsScreen(phone.page)).toBe(true);
    await phone.page.goto(`${baseUrl}/settings/reporter-tickets`);
    await group(phone.page, 'Resolved').getByRole('article').first().waitFor();
    expect(await fitsScreen(phone.page)).toBe(true);
    await phone.context.close();
  });

  it('at phone width Backups are cards with Download in reach, a long dialog keeps its actions in sight, targets are 44 px, axe finds nothing', async () => {
    const phone = await openPage(browser, viewports.phone);
    try {
      await logIn(phone.page);
      await phone.page.goto(`${baseUrl}/settings/backups`);
      await phone.page.getByText('Restoring a backup').waitFor();
      await phone.page.getByRole('button', { name: 'Create backup now' }).click();
      await phone.page
        .getByRole('list', { name: 'Backups' })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: 60_000 });
      expect(await phone.page.getByRole('table').count()).toBe(0);
      expect(await sideways(phone.page)).toEqual([]);
      expect(await fitsScreen(phone.page)).toBe(true);
      const download = phone.page.getByRole('button', {
        name: /^Download the backup of \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      });
      const first = download.first();
      await first.scrollIntoViewIfNeeded();
      expect(await inSight(phone.page, first)).toBe(true);
      for (const target of [first, phone.page.getByRole('button', { name: 'Create backup now' })]) {
        const box = (await target.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      for (const theme of ['light', 'dark'] as const) {
        await phone.page.emulateMedia({ colorScheme: theme });
        // The chips' colours fade to the new theme: axe reads the colours once they have arrived.
        await phone.page.waitForFunction(() => document.getAnimations().every((each) => each.playState !== 'running'));
        expect(await audit(phone.page, `/settings/backups at 390 px, ${theme}`)).toEqual([]);
      }
      await phone.page.emulateMedia({ colorScheme: 'light' });

      // The longest add dialog: its actions stay at the bottom and Close at the top, the fields scrolling between.
      await phone.page.goto(`${baseUrl}/jobs/active`);
      await phone.page.getByRole('button', { name: '+ Add new Job' }).click();
      const dialog = phone.page.getByRole('dialog', { name: 'Add Job' });
      await dialog.getByRole('textbox', { name: 'Organization Name' }).waitFor();
      const actions = [
        dialog.getByRole('button', { name: 'Submit' }),
        dialog.getByRole('button', { name: 'Cancel' }),
        dialog.getByRole('button', { name: 'Close' }),
      ];
      for (const action of actions) expect(await inSight(phone.page, action)).toBe(true);
      await dialog.getByRole('textbox', { name: 'Education 1' }).scrollIntoViewIfNeeded();
      for (const action of actions) expect(await inSight(phone.page, action)).toBe(true);
      const [submit, cancel] = await Promise.all(
        actions.slice(0, 2).map(async (action) => (await action.boundingBox())!),
      );
      expect(Math.min(submit.height, cancel.height)).toBeGreaterThanOrEqual(44);
      expect(submit.x - (cancel.x + cancel.width)).toBeGreaterThanOrEqual(8);
      expect(await audit(phone.page, 'Add Job at 390 px')).toEqual([]);
    } finally {
      await phone.context.close();
    }
  }, 180_000);

  it('at 1280 px every Settings tab is in sight, Activity too, with no scroll arrow', async () => {
    await page.goto(`${baseUrl}/settings/backups`);
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: 'Backups' }).waitFor();
    const all = tabs.getByRole('tab');
    expect(await all.count()).toBeGreaterThan(3);
    for (const tab of await all.all()) expect(await inSight(page, tab)).toBe(true);
    expect(await inSight(page, tabs.getByRole('tab', { name: 'Activity' }))).toBe(true);
    expect(await page.locator('.MuiTabs-scrollButtons').count()).toBe(0);
  });
});
