import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
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

/** A day `days` from today as the date input takes it (yyyy-MM-dd, local time like the server's TZ). */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};

const card = (page: Page, heading: string) => page.getByRole('article', { name: heading, exact: true });

const openFromMenu = async (page: Page, heading: string, item: 'Edit' | 'View') => {
  await page.getByRole('button', { name: `Actions for ${heading}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

/** The admin's API, to store markup the editor itself would never produce. */
const putDescription = async (page: Page, id: string, description: string) => {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const response = await page.request.put(`${baseUrl}/api/jobs/update/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { description },
  });
  expect(response.status()).toBe(200);
};

const SCRIPT_TEXT = '<script>window.xssRan = 1</script>';
const IMG_TEXT = '<img src=x onerror="window.xssRan = 2">';

describe('Jobs in a real browser', () => {
  it('adds a job with a script tag and an img onerror in its description, shows them without running, edits and deletes it', async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await logIn(page);
      await page.goto(`${baseUrl}/jobs/active`);
      const organization = tag('Org');
      const heading = `Reporter - ${organization}`;

      await page.getByRole('button', { name: '+ Add new Job' }).click();
      const add = page.getByRole('dialog', { name: 'Add Job' });
      const logo = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2e7d32' } })
        .png()
        .toBuffer();
      await add.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await add.getByRole('textbox', { name: 'Organization Name' }).fill(organization);
      await add.getByRole('textbox', { name: 'Role' }).fill('Reporter');
      await add.getByRole('textbox', { name: 'Industry Type' }).fill('Media');
      await add.getByRole('textbox', { name: 'Department' }).fill('City desk');
      await add.getByRole('textbox', { name: 'Location' }).fill('Pune');
      await add.getByRole('textbox', { name: 'No. of Openings' }).fill('4');
      await add.getByRole('combobox', { name: 'Job Type' }).click();
      await page.getByRole('option', { name: 'Remote' }).click();
      await page.keyboard.press('Escape');
      await add.getByRole('textbox', { name: 'Job Hyperlink' }).fill('https://jobs.example.com/apply');
      await add.getByLabel('Expiry Date').fill(dayFromToday(10));
      await add.getByRole('textbox', { name: 'Software Proficiency' }).fill('Word, Excel');
      await add.getByRole('textbox', { name: 'Education 1' }).fill('BA Journalism');
      const editor = add.getByRole('textbox', { name: 'Job Description' });
      await editor.click();
      await page.keyboard.type(`Apply now ${SCRIPT_TEXT} ${IMG_TEXT}`);
      const [created] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs/create' && r.status() === 201),
        add.getByRole('button', { name: 'Submit' }).click(),
      ]);
      const { jobID } = (await created.json()) as { jobID: string };
      await toast(page, 'Job Added successfully');
      await card(page, heading).waitFor();
      const thumbnail = card(page, heading).locator('img');
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // What was typed is text: the view shows it literally.
      await openFromMenu(page, heading, 'View');
      let view = page.getByRole('dialog', { name: 'View Job' });
      const description = view.getByRole('region', { name: 'Job Description' });
      await description.getByText(SCRIPT_TEXT, { exact: false }).waitFor();
      await description.getByText(IMG_TEXT, { exact: false }).waitFor();
      await view.getByText('0 Views').waitFor();
      await view.getByRole('button', { name: 'Close' }).click();

      // Markup sent past the editor is sanitised by the server and shown without running.
      await putDescription(
        page,
        jobID,
        `<p>Safe <b>text</b></p><script>window.xssRan = 1</script><img src="x" onerror="window.xssRan = 2">`,
      );
      await page.reload();
      await openFromMenu(page, heading, 'View');
      view = page.getByRole('dialog', { name: 'View Job' });
      await view.getByRole('region', { name: 'Job Description' }).getByText('Safe').waitFor();
      const html = await view.getByRole('region', { name: 'Job Description' }).innerHTML();
      expect(html).not.toContain('<script');
      expect(html).not.toContain('onerror');
      expect(await page.evaluate(() => (window as { xssRan?: number }).xssRan)).toBeUndefined();
      expect(dialogs).toEqual([]);

      // Edit from the view dialog.
      await view.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Job' });
      await edit.getByRole('textbox', { name: 'Role' }).fill('Senior Reporter');
      await edit.getByRole('button', { name: 'Update' }).click();
      await toast(page, 'Job updated successfully');
      const edited = `Senior Reporter - ${organization}`;
      await card(page, edited).waitFor();

      // Delete after the confirmation.
      await openFromMenu(page, edited, 'View');
      view = page.getByRole('dialog', { name: 'View Job' });
      await view.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are You Sure Want To Delete?' });
      await confirm.getByText('Confirm To Delete Job?').waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'Job Deleted Successfully');
      await card(page, edited).waitFor({ state: 'detached' });
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the expired jobs with the day filter in the URL, and fits a 390 px screen', async () => {
    const { context, page } = await openPage(browser, viewports.phone);
    try {
      await logIn(page);
      await page.goto(`${baseUrl}/jobs/expired`);
      await page.getByRole('status', { name: /Expired Jobs?$/ }).waitFor();
      await page.getByRole('article').first().waitFor();
      await page.getByRole('button', { name: 'Filter' }).click();
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/jobs/filter/expiry') && r.url().includes('days=30')),
        page.getByRole('radio', { name: 'Last 30 Days' }).click(),
      ]);
      expect(decodeURIComponent(page.url())).toContain('"days":"30"');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
