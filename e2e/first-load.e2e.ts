import type { Browser, Response } from 'playwright-core';
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

/** The scripts index.html names: what the first screen loads before anything else. */
const firstScripts = async () => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return [...html.matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
};

describe('first load', () => {
  it('answers HEAD where GET answers, and sends hashed assets precompressed with the immutable cache', async () => {
    expect((await fetch(`${baseUrl}/`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${baseUrl}/reporters`, { method: 'HEAD' })).status).toBe(200);
    const [entry] = await firstScripts();
    const asset = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${baseUrl}${entry}.map`)).status).toBe(404);
  });

  it('loads at most 170 kB of compressed JavaScript for the login page, then the admin app while the user types', async () => {
    const { context, page } = await openPage(browser, viewports.phone);
    const scripts = new Map<string, Response>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.set(new URL(response.url()).pathname, response);
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    let transferred = 0;
    for (const path of await firstScripts()) {
      const response = scripts.get(path);
      expect(response, path).toBeDefined();
      expect(await response!.headerValue('content-encoding')).toBe('br');
      transferred += (await response!.request().sizes()).responseBodySize;
    }
    expect(transferred).toBeGreaterThan(50 * 1024);
    expect(transferred).toBeLessThanOrEqual(170 * 1024);
    // The admin app's files come without a click (prefetched at idle), so the dashboard does not wait for them.
    await expect.poll(() => [...scripts.keys()].some((path) => /\/App-[^/]+\.js$/.test(path))).toBe(true);
    await context.close();
  });

  it('opens a list address with one call for its page: the list takes the answer asked for with its code', async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    await logIn(page);
    await page.waitForURL(`${baseUrl}/dashboard`);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/reporters/get/Active') calls.push(new URL(request.url()).search);
    });
    const filter = encodeURIComponent(JSON.stringify({ search: 'Sharma' }));
    await page.goto(`${baseUrl}/reporters/reporter?filter=${filter}&page=1`);
    await page.getByRole('row').filter({ hasText: 'Sharma' }).first().waitFor();
    expect(await page.getByLabel('Search for Reporter ...').inputValue()).toBe('Sharma');
    expect(calls).toEqual(['?page=1&limit=15&search=Sharma']);
    await context.close();
  });

  it.each([
    // A tab's address, with its page in the query.
    ['/posts/post?page=1', '/api/posts/filter/Published', '?page=1&limit=15', '/posts/post', /^\d+ Published Posts?$/],
    // A section's root, which opens its first tab: the first tab's page is asked for while the redirect happens.
    ['/jobs', '/api/jobs/filter/active', '?page=1&limit=12', '/jobs/active', /^\d+ Active Jobs?$/],
  ])('opens %s with one call for its list, which the list takes', async (address, api, query, landing, count) => {
    const { context, page } = await openPage(browser, viewports.desktop);
    await logIn(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api) calls.push(new URL(request.url()).search);
    });
    await page.goto(`${baseUrl}${address}`);
    // The count card names the list's total once the list has its answer.
    await page.getByRole('status', { name: count }).waitFor();
    expect(new URL(page.url()).pathname).toBe(landing);
    expect(calls).toEqual([query]);
    await context.close();
  });

  it("goes from the login page to the dashboard with 'Login successfully'", async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    await logIn(page);
    await toast(page, 'Login successfully');
    await page
      .getByRole('button', { name: /profile|account/i })
      .or(page.getByRole('banner'))
      .first()
      .waitFor();
    await context.close();
  });
});
