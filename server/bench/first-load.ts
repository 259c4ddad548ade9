/**
 * `npm run bench:first-load`: how soon an admin who opens the Reporters list sees reporters, in Debian's Chromium
 * against the real server with the demo content. Each round is a new browser context (empty cache) that already has
 * a session and opens /reporters/reporter directly; it records the time from navigation start until the first row
 * with a reporter's mobile number is on screen, when the list call started and how many were sent, and the
 * JavaScript it transferred. Prints the median of BENCH_FIRST_LOAD_ROUNDS (default 7) after one warm-up round (the
 * server's first answers are slower). BENCH_FIRST_LOAD_LATENCY_MS adds that round-trip time to every request.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../../e2e/browser.js';
import { rootDir, startServer } from '../../e2e/server-process.js';

const rounds = Number(process.env.BENCH_FIRST_LOAD_ROUNDS ?? 7);
// Round-trip time added to every request (Chromium's network emulation), for a server that is not on localhost.
const latency = Number(process.env.BENCH_FIRST_LOAD_LATENCY_MS ?? 0);
const admin = { mobile: '9000000001', password: 'bench-password-1' };
const viewport = { width: 1280, height: 800 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const main = async () => {
  // The server as it ships (server/dist), built first when missing or older than its sources.
  execFileSync(process.execPath, [path.join(rootDir, 'server/build.js'), '--missing'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-load-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: '1',
    ADMIN_MOBILE: admin.mobile,
    ADMIN_PASSWORD: admin.password,
  });
  const browser = await launchBrowser();
  try {
    // A session as the login page leaves it, copied into each fresh context before the app's code runs.
    const login = await browser.newContext({ viewport });
    const page = await login.newPage();
    await page.goto(`${server.url}/`);
    await page.getByLabel('Mobile Number').fill(admin.mobile);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    await login.close();

    const visible: number[] = [];
    const scripts: number[] = [];
    const listStarts: number[] = [];
    const listCalls: number[] = [];
    for (let round = 0; round <= rounds; round += 1) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((entries: string) => {
        for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>))
          sessionStorage.setItem(key, value);
      }, session);
      const tab = await context.newPage();
      if (latency > 0) {
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      }
      await tab.goto(`${server.url}/reporters/reporter`);
      const rowsAt = await tab.waitForFunction(() => {
        const row = [...document.querySelectorAll('tbody tr')].find((tr) => /\d{10}/.test(tr.textContent ?? ''));
        return row && row.getBoundingClientRect().height > 0 ? performance.now() : undefined;
      });
      const { javascript, lists } = await tab.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          javascript: entries
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .reduce((total, entry) => total + entry.transferSize, 0),
          lists: entries.filter((entry) => entry.name.includes('/api/reporters/get/Active')).map((e) => e.startTime),
        };
      });
      if (round > 0) {
        visible.push(Number(await rowsAt.jsonValue()));
        scripts.push(javascript);
        listStarts.push(Math.min(...lists));
        listCalls.push(lists.length);
      }
      await context.close();
    }
    console.log(
      `Reporters list, rows visible after ${median(visible).toFixed(0)} ms median ` +
        `(min ${Math.min(...visible).toFixed(0)}, max ${Math.max(...visible).toFixed(0)}, ${rounds} cold loads at ` +
        `${viewport.width}×${viewport.height}, ${latency} ms added latency); JavaScript transferred ${(median(scripts) / 1024).toFixed(0)} kB`,
    );
    console.log(
      `List call started after ${median(listStarts).toFixed(0)} ms median; list calls per load: ` +
        `${Math.min(...listCalls)}-${Math.max(...listCalls)}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
