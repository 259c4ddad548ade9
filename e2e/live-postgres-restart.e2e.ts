import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunThrowawayPostgres, startThrowawayPostgres } from '../server/test/helpers/throwaway-postgres.js';
import { logIn, openPage, tag, viewports } from './app.js';
import { launchBrowser } from './browser.js';
import { ADMIN_MOBILE, ADMIN_PASSWORD } from './global-setup.js';
import { startServer, type ServerProcess } from './server-process.js';

/**
 * A browser with the live stream open while the PostgreSQL under its server is stopped as a crash stops it and
 * started again: a server process of this file's own (the built one) on a PostgreSQL of its own
 * (server/test/helpers/throwaway-postgres.ts), so the other e2e files' server is never touched. Runs in the e2e run
 * on PostgreSQL (E2E_DATABASE_URL), where the machine has PostgreSQL's server programs.
 */
describe.runIf(Boolean(process.env.E2E_DATABASE_URL) && canRunThrowawayPostgres())(
  'a browser while PostgreSQL restarts',
  () => {
    let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>;
    let server: ServerProcess;
    let dataDir: string;
    let browser: Browser;
    let page: Page;
    /** The token of a second admin, whose writes the browser's admin is told of. */
    let other: string;
    const names = tag('Restart');

    beforeAll(async () => {
      postgres = await startThrowawayPostgres();
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-e2e-restart-'));
      server = await startServer({
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        ADMIN_MOBILE,
        ADMIN_PASSWORD,
      });
      browser = await launchBrowser();
      ({ page } = await openPage(browser, viewports.desktop));
      await logIn(page, { url: server.url });
      const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
      const mobile = '9000000041';
      const added = await page.request.post(`${server.url}/api/admins`, {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          firstName: 'Ravi',
          lastName: 'Iyer',
          mobileNumber: mobile,
          email: 'ravi@newsroom.example',
          password: 'second admin password',
        },
      });
      expect(added.status()).toBe(201);
      const login = await page.request.post(`${server.url}/api/login`, {
        data: { mobileNumber: mobile, password: 'second admin password' },
      });
      other = ((await login.json()) as { token: string }).token;
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      postgres?.remove();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    });

    const createLanguage = (languageName: string) =>
      page.request.post(`${server.url}/api/language/create`, {
        headers: { Authorization: `Bearer ${other}` },
        data: { languageName },
      });

    it('gets the change notices of writes made right after the restart and after it, and shows them on Refresh', async () => {
      // The screen and its live stream open (the stream is the app's one, opened once signed in).
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events'),
        page.goto(`${server.url}/settings/languages`),
      ]);
      await page.getByRole('button', { name: 'Add Language' }).waitFor();

      postgres.stop();
      const refused = await createLanguage(`${names} refused`);
      expect(refused.status()).toBe(503);
      postgres.start();
      // Written at once, while the server's LISTEN connection is still being opened again; asked again as a client
      // honouring 503 + Retry-After does, on the test's clock.
      await expect
        .poll(async () => (await createLanguage(`${names} during`)).status(), { timeout: 20_000, interval: 100 })
        .toBe(201);
      expect((await createLanguage(`${names} after`)).status()).toBe(201);

      const notice = page.getByRole('button', { name: '2 changes - Refresh' });
      await notice.waitFor({ timeout: 20_000 });
      await notice.click();
      for (const name of [`${names} during`, `${names} after`]) await page.getByText(name).first().waitFor();
      expect(await page.getByText(`${names} refused`).count()).toBe(0);
    });
  },
);
