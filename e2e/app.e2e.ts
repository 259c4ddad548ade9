import type { Browser, Page } from 'playwright-core';
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

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The row of a table that holds this text. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

describe.each(Object.entries(viewports))('the app at %s width', (name, viewport) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, viewport));
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('shows the login validation texts and refuses a wrong password', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Mobile Number is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Mobile Number').fill('98a76-5');
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('98765');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Mobile Number must be exactly 10 digits').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('Mobile Number').fill('9000000001');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid Credentials').waitFor();
  });

  it('sends a visitor without a session from a page inside the layout to the login page', async () => {
    await page.goto(`${baseUrl}/settings/languages`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows Page Not Found on an unknown path', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('Sorry, the page you are looking for does not exist or has been moved.').waitFor();
  });

  it('logs in, adds a language, toggles it inactive and back, and keeps the tab across a reload', async () => {
    await logIn(page);
    await toast(page, 'Login successfully');
    await page.goto(`${baseUrl}/settings/languages`);
    const language = unique(`Lang ${name}`);
    await page.getByRole('button', { name: 'Add Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Language' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Language Name is required').waitFor();
    await dialog.getByLabel('Language Name').fill(language);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Language Added successfully');
    await dialog.waitFor({ state: 'detached' });

    // Waits for the list call an action causes, so the table checked next is the new one, not the one before.
    const listed = async (action: () => Promise<unknown>) => {
      await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/language/get'), action()]);
    };
    const isShown = () =>
      expect
        .poll(() => row(page, language).count(), { timeout: 2000 })
        .toBeGreaterThan(0)
        .then(
          () => true,
          () => false,
        );
    // Languages are listed by name, 10 to a page; page through until it shows.
    const findOnPages = async () => {
      while (!(await isShown())) {
        const next = page.getByRole('button', { name: 'Next' });
        if (!(await next.isVisible()) || (await next.isDisabled())) throw new Error(`${language} not listed`);
        await listed(() => next.click());
      }
    };
    await findOnPages();
    await row(page, language)
      .getByRole('switch', { name: `${language} status` })
      .click();
    await toast(page, 'Language is Inactive');

    await listed(() => page.getByRole('tab', { name: 'Inactive Languages' }).click());
    await findOnPages();
    await listed(() => page.reload());
    expect(await page.getByRole('tab', { name: 'Inactive Languages' }).getAttribute('aria-selected')).toBe('true');
    await findOnPages();
    await row(page, language)
      .getByRole('switch', { name: `${language} status` })
      .click();
    await toast(page, 'Language is Active');
  });

  it('adds and edits a category of each kind', async () => {
    await page.goto(`${baseUrl}/settings/categories`);
    await page.getByRole('button', { name: 'Create New Category' }).waitFor();
    // The page fits the screen: tables and tabs scroll inside it rather than widening it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const [tab, added, updated] of [
      ['News', 'Post category Added successfully', 'Post Category updated successfully'],
      ['Short Videos', 'Video category Added successfully', 'Video Category updated successfully'],
      ['Novels', 'Novel category Added successfully', 'Novel Category updated successfully'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      const category = unique(`Cat ${name}`);
      await page.getByRole('button', { name: 'Create New Category' }).click();
      const create = page.getByRole('dialog', { name: 'Create New Category' });
      await create.getByLabel('Category Name').fill('x'.repeat(101));
      await create.getByRole('button', { name: 'Submit' }).click();
      await create.getByText('Maximum 100 characters allowed').waitFor();
      await create.getByLabel('Category Name').fill(category);
      await create.getByRole('button', { name: 'Submit' }).click();
      await toast(page, added);
      await create.waitFor({ state: 'detached' });
      // Categories are listed newest first, so the new one is on page 1.
      await row(page, category)
        .getByRole('button', { name: `Edit ${category}` })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Category' });
      await edit.getByLabel('Category Name').fill(`${category} edited`);
      await edit.getByRole('button', { name: 'Update' }).click();
      await toast(page, updated);
      await row(page, `${category} edited`).waitFor();
    }
  });

  it('signs out from the sidebar (the small-screen menu only closes)', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    if (name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const reporter = page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Reporter' });
      expect(await reporter.getAttribute('href')).toBe('/reporters/reporter');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect.poll(() => reporter.isVisible()).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.evaluate(() => sessionStorage.clear());
      return;
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Sign Out' }).click();
    await toast(page, 'Logout successfully');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });
});
