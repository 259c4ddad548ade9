import type { Browser, BrowserContext, Page, Response, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
    const first = await firstScripts();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // The button is in the prerendered page, so it shows before the scripts have come: wait for their answers.
    await expect.poll(() => first.filter((path) => !scripts.has(path))).toEqual([]);
    let transferred = 0;
    for (const path of first) {
      const response = scripts.get(path);
      expect(response, path).toBeDefined();
      expect(await response!.headerValue('content-encoding')).toBe('br');
      transferred += (await response!.request().sizes()).responseBodySize;
    }
    expect(transferred).toBeGreaterThan(50 * 1024);
    expect(transferred).toBeLessThanOrEqual(170 * 1024);
    // The admin app's files come without a click (prefetched at idle), so the dashboard does not wait for them.
    await expect.poll(() => [...scripts.keys()].some((path) => /\/app-[^/]+\.js$/.test(path))).toBe(true);
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

  it("opens a Settings list with one call for its page, asked for before the screen's code has arrived", async () => {
    // A session in a new context, so that nothing of the app's code is in its cache yet.
    const login = await openPage(browser, viewports.desktop);
    await logIn(login.page);
    const session = await login.page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    await login.context.close();
    const { context, page } = await openPage(browser, viewports.desktop);
    await context.addInitScript((entries: string) => {
      for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
        sessionStorage.setItem(key, value);
    }, session);
    // The declared list screens' chunk (vite.config.ts routeChunks) is held until the list call has been asked for:
    // with the call made only by the screen's code, nothing asks and the hold ends after 10 s with `false`.
    const listAsked = page
      .waitForRequest((request) => new URL(request.url()).pathname === '/api/language/get', { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    let askedBeforeScreen: boolean | undefined;
    await page.route(/\/assets\/declared-[^/]+\.js$/, async (route) => {
      askedBeforeScreen = await listAsked;
      await route.continue();
    });
    await page.goto(`${baseUrl}/settings/languages`);
    await page.getByRole('status', { name: /^\d+ Languages?$/ }).waitFor();
    expect(askedBeforeScreen).toBe(true);
    const lists = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => new URL(entry.name).pathname === '/api/language/get',
        ).length,
    );
    expect(lists).toBe(1);
    await context.close();
  });
});

/** Holds back the first screen's code (the entry index.html names) until `release` is called. */
const holdFirstScreenCode = async (context: BrowserContext) => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const entry = html.match(/data-entry="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toBeDefined();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(`${baseUrl}${entry}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
};

const prerendered = (page: Page) => page.locator('[data-prerendered]');

describe('the login page before its JavaScript (prerendered into index.html)', () => {
  it('shows the login form without JavaScript, with its labels and button', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Newsroom back-office' }).isVisible()).toBe(true);
    for (const field of [page.getByLabel('Mobile Number'), page.getByLabel('Password', { exact: true })]) {
      expect(await field.isVisible()).toBe(true);
      expect(await field.getAttribute('aria-required')).toBe('true');
    }
    expect(await page.getByRole('button', { name: 'Show password' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'paints in the %s mode exactly as the form React renders over it',
    async (colorScheme) => {
      const context = await browser.newContext({ viewport: viewports.phone, colorScheme });
      const release = await holdFirstScreenCode(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await prerendered(page).count()).toBeGreaterThan(0);
      const before = await page.screenshot();
      release();
      await expect.poll(() => prerendered(page).count()).toBe(0);
      expect(Buffer.compare(await page.screenshot(), before)).toBe(0);
      await context.close();
    },
  );

  it('keeps what was typed and a Login pressed before the script came, and signs in', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const release = await holdFirstScreenCode(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Mobile Number').fill(inject('adminMobile'));
    await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    // Still the prerendered page: the form did not go anywhere.
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await toast(page, 'Login successfully');
    await context.close();
  });

  it('loses no keystroke, caret or focus while the script takes over: typed at full speed from the first paint, 50 times', async () => {
    const entry = (await firstScripts())[0];
    // The mobile number with its space (the field keeps digits only), then the password with the caret moved back
    // into it: 'XY' lands after 'e2e-admin' only if the caret carried over.
    const keys = [...'98765 43210', 'Tab', ...'e2e-admin-password', ...Array(9).fill('ArrowLeft'), 'X', 'Y'];
    // One context for all 50, so that the scripts come from the cache and take over while the typing goes on.
    const context = await browser.newContext({ viewport: viewports.phone });
    const outcomes: string[] = [];
    for (let run = 0; run < 50; run += 1) {
      const page = await context.newPage();
      // The first screen's code is let go at a different keystroke each time (from the first to the last), so that
      // the take-over falls at every point of the typing, whatever the machine's speed.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${baseUrl}${entry}`, async (route) => {
        await released;
        await route.continue();
      });
      const releaseAt = Math.floor((run * keys.length) / 50);
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      const mobile = page.getByLabel('Mobile Number');
      // Visible once parsed (prerender.tsx): the first paint of the form.
      await mobile.waitFor();
      await mobile.focus();
      for (const [index, key] of keys.entries()) {
        if (index === releaseAt) release();
        await page.keyboard.press(key);
      }
      await expect.poll(() => prerendered(page).count()).toBe(0);
      const password = page.getByLabel('Password', { exact: true });
      outcomes.push(
        `${await mobile.inputValue()} ${await password.inputValue()} ${await password.evaluate((field) => field === document.activeElement)}`,
      );
      await page.close();
    }
    expect(outcomes).toEqual(Array.from({ length: 50 }, () => '9876543210 e2e-adminXY-password true'));
    await context.close();
    // 50 page loads, each typed through: a few seconds each on a loaded machine.
  }, 600_000);

  it('never shows the login form to an admin with a session opening another address', async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    await logIn(page);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Whether the form shows when the document is first parsed, before the first paint and before any file loaded.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const form = document.querySelector('#root > [data-prerendered]');
        sessionStorage.setItem('formAtFirstPaint', form ? getComputedStyle(form).display : 'gone');
      }),
    );
    await page.goto(`${baseUrl}/reporters/reporter`);
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('formAtFirstPaint'))).toBe('none');
    expect(refused).toEqual([]);
    await context.close();
  });
});
