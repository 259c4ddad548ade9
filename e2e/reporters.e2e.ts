import fs from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import Papa from 'papaparse';
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

const CSV_HEADER = ['firstName', 'middleName', 'lastName', 'email', 'mobileNumber', 'role', 'status'];
/** How long an undoable toast waits before its call is sent, plus its exit. */
const UNDO_WAIT = 8000;

const mobile = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The row of a table that holds this text. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
const countCard = (page: Page, label: string) => page.getByRole('status', { name: label, exact: true });

/** The admin's API, for setting up reporters quickly (the screens are what the tests exercise). */
const api = async (page: Page) => {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const register = async (firstName: string, lastName: string, role = 'Reporter') => {
    const response = await page.request.post(`${baseUrl}/api/reporter/register`, {
      headers,
      data: { firstName, lastName, mobileNumber: mobile(), email: `${firstName}.${lastName}@e2e.test`, role },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { reporter: { roleID: string } }).reporter.roleID;
  };
  const approve = async (id: string) => {
    const response = await page.request.put(`${baseUrl}/api/guest-reporter/approval/${id}`, {
      headers,
      data: { isApproved: true },
    });
    expect(response.status()).toBe(200);
  };
  return { register, approve };
};

/** Waits for the list call a step causes, so what is checked next is the new list. */
const listed = async (page: Page, status: string, action: () => Promise<unknown>) => {
  await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/reporters/get/${status}` && r.ok()),
    action(),
  ]);
};

/** Types a search (a tab remembers its last one, so there may be nothing to change). */
const search = async (page: Page, status: string, text: string) => {
  const box = page.getByRole('searchbox', { name: 'Search for Reporter ...' });
  if ((await box.inputValue()) === text) return;
  await listed(page, status, () => box.fill(text));
};

/** Opens a tab with its list state given in the URL, as a bookmark or reload would. */
const openTab = (page: Page, tab: string, status: string, filter: Record<string, unknown> = {}) =>
  listed(page, status, () =>
    page.goto(`${baseUrl}/reporters/${tab}?filter=${encodeURIComponent(JSON.stringify(filter))}&page=1`),
  );

const activeRows = (page: Page, last: string) => page.getByRole('row').filter({ hasText: last });

const readCsv = async (page: Page, action: () => Promise<unknown>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  expect(download.suggestedFilename()).toBe('Reporters.csv');
  const text = await fs.readFile((await download.path())!, 'utf8');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
};

const fitsScreen = (page: Page) =>
  page
    .evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    .then((fits) => expect(fits).toBe(true));

const checkboxOf = (locator: Locator) => locator.getByRole('checkbox');

/** Whether an element lies within the window's width: reachable without scrolling anything sideways. */
const withinWidth = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width;
};

describe.each(Object.entries(viewports))('the Reporters section at %s width', (_name, viewport) => {
  let page: Page;
  /**
   * Two pending reporters, and 17 active ones named Membera to Memberq (a to e are Guest Reporters) whose last name is
   * `active`. Lists show the newest first: Memberq to Memberc fill the first page.
   */
  const pending = tag('Pend');
  const active = tag('Act');

  beforeAll(async () => {
    ({ page } = await openPage(browser, viewport));
    await logIn(page);
    const { register, approve } = await api(page);
    await register('Approveme', pending);
    await register('Rejectme', pending, 'GuestReporter');
    for (let i = 1; i <= 17; i++) {
      const id = await register(`Member${String.fromCharCode(96 + i)}`, active, i <= 5 ? 'GuestReporter' : 'Reporter');
      await approve(id);
    }
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('approves one pending reporter and rejects another, with the confirmation', async () => {
    await listed(page, 'Pending', () => page.goto(`${baseUrl}/reporters`));
    // The list's page is asked for while the root redirects (a navigation rendered as a transition), so it can answer
    // before the address changes.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reporters/new-reporter');
    await fitsScreen(page);
    // Every tab and the row's decisions are on screen, at a phone's width too (rows are cards there).
    for (const tab of ['New Reporters', 'Reporters', 'Inactive Reporters', 'Trash Reporters'])
      expect(await withinWidth(page, page.getByRole('tab', { name: tab, exact: true }))).toBe(true);
    for (const decision of ['Approve', 'Reject'])
      expect(await withinWidth(page, row(page, 'Approveme').getByRole('button', { name: decision }))).toBe(true);
    // Newest first: the two just registered are on the first page.
    await row(page, 'Approveme').getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Reporter status is Approved');
    // The row stays, decided and marked, until the list is asked for again (issue 39): the next row does not slide
    // under the pointer.
    await expect.poll(() => row(page, 'Approveme').getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /change.* - Refresh/ }).click();
    await row(page, 'Approveme').waitFor({ state: 'detached' });

    await row(page, 'Rejectme').getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are You Sure Want To Reject?' });
    await dialog.getByText('Confirm To Reject the Reporter').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Reporter Rejected Successfully');
    await row(page, 'Rejectme').waitFor({ state: 'detached', timeout: UNDO_WAIT });

    await listed(page, 'Trash', () => page.getByRole('tab', { name: 'Trash Reporters' }).click());
    await search(page, 'Trash', pending);
    await row(page, 'Rejectme').waitFor();
    await countCard(page, '1 Trash Reporter').waitFor();
    await listed(page, 'Active', () => page.getByRole('tab', { name: 'Reporters', exact: true }).click());
    await search(page, 'Active', pending);
    await row(page, 'Approveme').waitFor();
  });

  it('adds a reporter through the dialog, with its validation', async () => {
    const last = tag('Added');
    await openTab(page, 'new-reporter', 'Pending');
    await page.getByRole('button', { name: '+ Add New Reporter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Reporter' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Mobile Number is required',
      'Email is required',
    ])
      await dialog.getByText(message).waitFor();
    await dialog.getByLabel('Mobile Number').pressSequentially('98a76-5');
    expect(await dialog.getByLabel('Mobile Number').inputValue()).toBe('98765');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Mobile Number must be exactly 10 digits').waitFor();
    await dialog.getByText('Enter a valid email address').waitFor();
    await dialog.getByLabel('First Name').fill('Newcomer');
    await dialog.getByLabel('Last Name').fill(last);
    await dialog.getByLabel('Mobile Number').fill(mobile());
    await dialog.getByLabel('Email').fill(`newcomer.${last}@e2e.test`);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('Reporter');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Reporter Added successfully');
    await dialog.waitFor({ state: 'detached' });
    await row(page, last).waitFor();
  });

  it('searches, filters by type, keeps both in the URL, and pages 15 at a time', async () => {
    await openTab(page, 'reporter', 'Active');
    await search(page, 'Active', active);
    await countCard(page, '17 Active Reporters').waitFor();
    await expect.poll(() => activeRows(page, active).count()).toBe(15);
    await listed(page, 'Active', () => page.getByRole('button', { name: 'Page 2' }).click());
    await expect.poll(() => activeRows(page, active).count()).toBe(2);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Filter' });
    await listed(page, 'Active', () => menu.getByRole('checkbox', { name: 'Guest Reporter' }).click());
    expect(await menu.getByRole('checkbox', { name: 'Guest Reporter' }).isChecked()).toBe(true);
    // The open menu hides the page behind it from the accessibility tree.
    await menu.press('Escape');
    await countCard(page, '5 Active Reporters').waitFor();
    await expect.poll(() => activeRows(page, 'Guest Reporter').count()).toBe(5);
    const url = decodeURIComponent(page.url());
    expect(url).toContain(`"search":"${active}"`);
    expect(url).toContain('"roleType":["GuestReporter"]');
    await listed(page, 'Active', () => page.reload());
    await countCard(page, '5 Active Reporters').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search for Reporter ...' }).inputValue()).toBe(active);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await listed(page, 'Active', () => menu.getByRole('button', { name: 'Clear All' }).click());
    await menu.press('Escape');
    await countCard(page, '17 Active Reporters').waitFor();
    await fitsScreen(page);
  });

  it('toggles a reporter Inactive and back from the Inactive tab, and edits one', async () => {
    await openTab(page, 'reporter', 'Active', { search: active });
    const newest = `Memberq ${active}`;
    await page.getByRole('switch', { name: `${newest} status` }).click();
    await toast(page, 'Reporter is Inactive');
    await countCard(page, '16 Active Reporters').waitFor();

    await listed(page, 'Inactive', () => page.getByRole('tab', { name: 'Inactive Reporters' }).click());
    await search(page, 'Inactive', active);
    await countCard(page, '1 Inactive Reporter').waitFor();
    await page.getByRole('switch', { name: `${newest} status` }).click();
    await toast(page, 'Reporter is Active');
    await countCard(page, '0 Inactive Reporter').waitFor();

    await listed(page, 'Active', () => page.getByRole('tab', { name: 'Reporters', exact: true }).click());
    await search(page, 'Active', active);
    await page.getByRole('button', { name: `Edit Memberp ${active}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Reporter' });
    expect(await dialog.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('Middle Name').fill('Middle');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Reporter details updated successfully');
    await dialog.waitFor({ state: 'detached' });
  });

  it('exports the selected rows, then every matching reporter, as Reporters.csv', async () => {
    await openTab(page, 'reporter', 'Active', { search: active });
    await checkboxOf(row(page, 'Membero')).check();
    await checkboxOf(row(page, 'Memberp')).check();
    await page.getByText('2 items selected').waitFor();
    await fitsScreen(page);
    const selected = await readCsv(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(selected[0]).toEqual(CSV_HEADER);
    expect(
      selected
        .slice(1)
        .map((r) => [r[0], r[1], r[2], r[6]])
        .sort(),
    ).toEqual([
      ['Membero', '', active, 'Active'],
      ['Memberp', 'Middle', active, 'Active'],
    ]);
    expect(selected[1][3]).toMatch(/@e2e\.test$/);

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText('15 items selected').waitFor();
    await page.getByRole('button', { name: 'Select all 17 matching' }).click();
    await page.getByText('All 17 matching reporters selected').waitFor();
    const all = await readCsv(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(all[0]).toEqual(CSV_HEADER);
    expect(all).toHaveLength(18);
    expect(new Set(all.slice(1).map((r) => r[2]))).toEqual(new Set([active]));
    expect(all.slice(1).filter((r) => r[5] === 'GuestReporter')).toHaveLength(5);
    await page.getByRole('button', { name: 'Unselect' }).click();
  });

  it('moves selected reporters to Trash: Undo keeps them, otherwise they go to the Trash tab', async () => {
    await openTab(page, 'reporter', 'Active', { search: active });
    await checkboxOf(row(page, 'Memberd')).check();
    await checkboxOf(row(page, 'Membere')).check();
    const trash = async () => {
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are You Sure Want To Delete?' });
      await dialog.getByText('Confirm To Delete Selected Reporters').waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'Reporter moved to Trash');
    };
    const sent: string[] = [];
    const onRequest = (request: { url: () => string; postData: () => string | null }) => {
      if (new URL(request.url()).pathname === '/api/reporter/status/') sent.push(request.postData() ?? '');
    };
    page.on('request', onRequest);
    await trash();
    await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await countCard(page, '17 Active Reporters').waitFor();
    expect(await row(page, 'Memberd').getByRole('switch').isChecked()).toBe(true);

    // Again without Undo. Had the first call not been dropped, it would have gone before this one.
    await checkboxOf(row(page, 'Memberd')).check();
    await checkboxOf(row(page, 'Membere')).check();
    await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/reporter/status/', { timeout: UNDO_WAIT }),
      trash(),
    ]);
    page.off('request', onRequest);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toMatchObject({ status: 'Trash' });
    expect((JSON.parse(sent[0]) as { roleIDs: string[] }).roleIDs).toHaveLength(2);
    await countCard(page, '15 Active Reporters').waitFor();

    await listed(page, 'Trash', () => page.getByRole('tab', { name: 'Trash Reporters' }).click());
    await search(page, 'Trash', active);
    await countCard(page, '2 Trash Reporters').waitFor();
    await row(page, 'Memberd').waitFor();
    await fitsScreen(page);
  });

  it('moves every matching reporter to Trash at once, across pages', async () => {
    await openTab(page, 'reporter', 'Active', { search: active });
    await countCard(page, '15 Active Reporters').waitFor();
    // 15 fit on one page: two more make the match run onto a second page.
    const { register, approve } = await api(page);
    for (const first of ['Memberx', 'Membery']) await approve(await register(first, active));
    await listed(page, 'Active', () => page.reload());
    await countCard(page, '17 Active Reporters').waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Select all 17 matching' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Are You Sure Want To Delete?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await toast(page, 'Reporter moved to Trash');
    await page.getByText('No data available').waitFor({ timeout: UNDO_WAIT });
    await countCard(page, '0 Active Reporters').waitFor();
    await listed(page, 'Trash', () => page.getByRole('tab', { name: 'Trash Reporters' }).click());
    await search(page, 'Trash', active);
    await countCard(page, '19 Trash Reporters').waitFor();
  });

  it('the Trash tab remembers where it is and opens a reporter for the detail page with Trash offered', async () => {
    await openTab(page, 'trash-reporter', 'Trash', { search: active });
    await fitsScreen(page);
    await row(page, 'Membery')
      .getByRole('link', { name: `View Membery ${active}` })
      .click();
    await page.waitForURL(/\/view-reporter\/[^/]+\/news$/);
    expect(await page.evaluate(() => sessionStorage.getItem('viewLocation'))).toBe('trash');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/reporters/trash-reporter');
    await expect.poll(() => page.getByLabel('Search for Reporter ...').inputValue()).toBe(active);
  });
});
