import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, tag, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An address outside every refused network (TEST-NET-3): saved, and its deliveries attempted. */
const hookUrl = `https://203.0.113.10/${tag('hook')}`;

const headersOf = async (page: Page) => ({
  Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('adminToken'))}`,
});

/** A change that is a `created` event, made with the page's session. */
const createRole = async (page: Page) => {
  const response = await page.request.post(`${baseUrl}/api/roles`, {
    headers: await headersOf(page),
    data: { name: tag('Hook desk '), permissions: [] },
  });
  expect(response.status()).toBe(201);
};

/** The test's hooks go, so that the other files' changes are not sent to an address that never answers. */
const removeHooks = async (page: Page) => {
  const headers = await headersOf(page);
  const { webhooks } = (await (await page.request.get(`${baseUrl}/api/webhooks`, { headers })).json()) as {
    webhooks: { webhookID: string; url: string }[];
  };
  for (const hook of webhooks.filter(({ url }) => url.startsWith(hookUrl))) {
    const response = await page.request.delete(`${baseUrl}/api/webhooks/${hook.webhookID}`, { headers });
    expect(response.status()).toBe(200);
  }
};

describe('Settings → Webhooks (issue 44)', () => {
  it.each([
    ['1280', viewports.desktop],
    ['390', viewports.phone],
  ] as const)(
    'at %s px: refuses a private address, adds a hook, shows its delivery log with Send again, and passes axe',
    async (width, viewport) => {
      const { page, context } = await openPage(browser, viewport);
      try {
        await logIn(page);
        await page.goto(`${baseUrl}/settings/webhooks`);
        await page.getByRole('button', { name: '+ Add Webhook' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
        const url = width === '1280' ? hookUrl : `${hookUrl}-phone`;
        await dialog.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1:8080/hook');
        await dialog.getByRole('combobox', { name: 'Events' }).click();
        await page.getByRole('option', { name: 'created' }).click();
        await page.keyboard.press('Escape');
        await dialog.getByLabel('Secret').fill('an-e2e-secret-of-some-length');
        expect(await audit(page, `the Add Webhook dialog at ${width} px`)).toEqual([]);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await toast(page, 'Webhook URL must not point to a private or loopback address');
        await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await toast(page, 'Webhook added successfully');
        await dialog.waitFor({ state: 'hidden' });
        expect(await audit(page, `Settings → Webhooks at ${width} px`)).toEqual([]);

        await createRole(page);
        await page.getByRole('button', { name: `Edit ${url}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Webhook' });
        const log = edit.getByRole('group', { name: 'Delivery log' });
        await log.getByRole('cell', { name: 'created' }).first().waitFor();
        expect(await audit(page, `the delivery log at ${width} px`)).toEqual([]);
        await log
          .getByRole('button', { name: /^Send again: created, attempt \d+$/ })
          .first()
          .click();
        await toast(page, 'Delivery queued to be sent again');
        await removeHooks(page);
      } finally {
        await context.close();
      }
    },
  );
});
