import { promises as fs } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, secondAdmin, signedInApi, tag, viewports } from './app.js';
import { audit, settled } from './axe.js';
import { launchBrowser } from './browser.js';

/**
 * Issue 40: what the app offers agrees with what the API allows. A role hiding reporters' mobile number and email
 * shows them nowhere; a Viewer walking every menu entry is offered no change and meets no 403; an Editor has no
 * Owner-only Settings.
 */
let browser: Browser;
let owner: Page;

/** The Owner's API: the roles and admins the screens are then checked with. */
const ownerApi = () => signedInApi(owner);

/** A new admin holding the named roles, signed in on a page of their own. */
const signedInAs = async (roleNames: string[], extraRoles: { name: string; permissions: object[] }[] = []) => {
  const { call } = await ownerApi();
  for (const role of extraRoles) await call('post', '/roles', role);
  const { roles } = await call<{ roles: { roleId: string; name: string }[] }>('get', '/roles');
  const { page } = await secondAdmin(browser, call, {
    firstName: 'Role',
    lastName: tag('Check'),
    roles: roles.filter((role) => roleNames.includes(role.name)).map((role) => role.roleId),
  });
  return page;
};

/** Every 403 any request of the page is answered with, as `METHOD path`. */
const refusalsOf = (page: Page) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return refused;
};

/** The menu entries' links, as the sidebar shows them. */
const menuLinks = async (page: Page) => {
  // The menu is busy until the admin's access is in, and only then shows the entries that need a permission.
  const menu = page.locator('nav[aria-label="Main"][aria-busy="false"]');
  await menu.waitFor();
  const hrefs = await menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('href')).filter((href) => href?.startsWith('/')));
  return [...new Set(hrefs as string[])];
};

/** Buttons that would change something: add, edit, delete, import, export, a status change. */
const CHANGING =
  /^(\+ Add|Add |Edit|Delete|Import|Export|Publish|Reject|Approve|Activate|Deactivate|Move to|Restore|Revert)/;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: owner } = await openPage(browser, viewports.desktop));
  await logIn(owner);
});
afterAll(async () => {
  await browser?.close();
});

describe('the app offers what the API allows (issue 40)', () => {
  it('a role hiding reporters’ mobile number and email shows them in no list, page or downloaded file', async () => {
    const { call } = await ownerApi();
    const { reporters } = await call<{
      reporters: { reporters: { roleID: string; email: string; mobileNumber: string; lastName: string }[] };
    }>('get', '/reporters/get/Active?page=1&limit=5');
    const reporter = reporters.reporters[0];
    const roleName = tag('No contacts ');
    const page = await signedInAs(
      [roleName],
      [
        {
          name: roleName,
          // Nothing of posts, short videos or daily quotes: the reporter page then shows none of their tabs.
          permissions: [
            { resource: 'reporters', actions: ['list', 'read', 'export'], hiddenFields: ['mobileNumber', 'email'] },
          ],
        },
      ],
    );
    const refused = refusalsOf(page);
    await page.goto(
      `${baseUrl}/reporters/reporter?filter=${encodeURIComponent(JSON.stringify({ search: reporter.lastName }))}&page=1`,
    );
    const row = page.getByRole('row').filter({ hasText: reporter.lastName }).first();
    await row.waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.join('|')).not.toMatch(/Mobile|Email/);
    const table = (await page.getByRole('table').textContent()) ?? '';
    expect(table).not.toContain(reporter.email);
    expect(table).not.toContain(reporter.mobileNumber);
    await audit(page, 'the reporters list without contacts');

    await row.getByRole('checkbox').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(header).toEqual(['firstName', 'middleName', 'lastName', 'role', 'status']);
    expect(rows.length).toBeGreaterThan(0);
    expect(text).not.toContain(reporter.email);
    expect(text).not.toContain(reporter.mobileNumber);

    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/reporter/get/${reporter.roleID}`),
      page.goto(`${baseUrl}/view-reporter/${reporter.roleID}`),
    ]);
    expect(await answer.text()).not.toMatch(/"mobileNumber"|"email"/);
    await settled(page);
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain(reporter.lastName);
    expect(body).not.toContain(reporter.email);
    expect(body).not.toContain(reporter.mobileNumber);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('a Viewer walks every menu entry: no change is offered and no request is refused', async () => {
    const page = await signedInAs(['Viewer']);
    const refused = refusalsOf(page);
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      await page.goto(`${baseUrl}${link}`);
      await settled(page);
      const offered = (await page.getByRole('button').allTextContents()).filter((name) => CHANGING.test(name.trim()));
      const labelled = (
        await page.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
      ).filter((name) => CHANGING.test(name));
      expect({ link, offered: [...offered, ...labelled] }).toEqual({ link, offered: [] });
      // A status switch shows the status, disabled.
      for (const toggle of await page.getByRole('switch').all()) expect(await toggle.isDisabled()).toBe(true);
      expect(await page.getByText('You do not have access to this page').count()).toBe(0);
    }
    expect(refused).toEqual([]);
    await audit(page, "a Viewer's last section");
    await page.context().close();
  });

  it('an Editor has no Admins, Roles or Backups in Settings', async () => {
    const page = await signedInAs(['Editor']);
    const refused = refusalsOf(page);
    await page.goto(`${baseUrl}/settings`);
    await settled(page);
    const tabs = (await page.getByRole('tab').allTextContents()).map((name) => name.trim());
    expect(tabs.length).toBeGreaterThan(0);
    for (const name of ['Admins', 'Roles', 'Backups']) expect(tabs).not.toContain(name);
    expect(refused).toEqual([]);
    await audit(page, "an Editor's Settings");
    await page.context().close();
  });
});
