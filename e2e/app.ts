import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A fresh browser context (its own session storage) at a viewport. */
export const openPage = async (browser: Browser, viewport: { width: number; height: number }) => {
  const context: BrowserContext = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
};

/** Logs in through the login page as the e2e admin and waits for the dashboard (of the server at `url`). */
export const logIn = async (page: Page, url = baseUrl) => {
  await page.goto(`${url}/`);
  await page.getByLabel('Mobile Number').fill(inject('adminMobile'));
  await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${url}/dashboard`);
};

/** Waits for a toast with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/**
 * `prefix` and eight random letters: letters only, so the screens' searches match it as part of a name, and nothing
 * in the demo data holds it.
 */
export const tag = (prefix: string) =>
  `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
