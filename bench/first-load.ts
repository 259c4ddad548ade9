/**
 * `npm run bench:first-load`: how soon an admin who opens a list sees its rows, in Debian's Chromium against the real
 * server with the demo content, on the Reporters list (/reporters/reporter) and the Posts list (/posts/post). Each
 * round is a new browser context (empty cache) that already has a session and opens the list's address directly; it
 * records the time from navigation start until the first row with content is on screen, when the list call started
 * and how many were sent, how many script and style requests came after the first screen's code (the files
 * index.html names to run; issue 26 asks for at most three after the admin app's, App.tsx's, chunk), and the
 * JavaScript it transferred. Prints the medians of BENCH_FIRST_LOAD_ROUNDS (default 7) per list after one warm-up
 * round (the server's first answers are slower). BENCH_FIRST_LOAD_LATENCY_MS adds that round-trip time to every
 * request.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.js';
import { rootDir, startServer } from '../e2e/server-process.js';

const rounds = Number(process.env.BENCH_FIRST_LOAD_ROUNDS ?? 7);
// Round-trip time added to every request (Chromium's network emulation), for a server that is not on localhost.
const latency = Number(process.env.BENCH_FIRST_LOAD_LATENCY_MS ?? 0);
const admin = { mobile: '9000000001', password: 'bench-password-1' };
const viewport = { width: 1280, height: 800 };

/** The lists measured: the address opened, the API path of its list call, and what a row with content looks like. */
const lists = [
  { name: 'Reporters', address: '/reporters/reporter', api: '/api/reporters/get/Active', row: '\\d{10}' },
  { name: 'Posts', address: '/posts/post', api: '/api/posts/filter/Published', row: '\\S' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;

/** The first screen's code: the scripts index.html names to run (its entry) and to preload with it. */
const firstScreenFiles = async (url: string) => {
  const html = await (await fetch(`${url}/`)).text();
  return new Set([...html.matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
};

const measure = async (
  browser: Browser,
  url: string,
  session: string,
  firstScreen: Set<string>,
  list: (typeof lists)[number],
) => {
  const visible: number[] = [];
  const scripts: number[] = [];
  const listStarts: number[] = [];
  const listCalls: number[] = [];
  const afterFirstScreen: number[] = [];
  let files: string[] = [];
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
    await tab.goto(`${url}${list.address}`);
    const rowsAt = await tab.waitForFunction((pattern) => {
      const row = [...document.querySelectorAll('tbody tr')].find((tr) =>
        new RegExp(pattern).test(tr.textContent ?? ''),
      );
      return row && row.getBoundingClientRect().height > 0 ? performance.now() : undefined;
    }, list.row);
    const loaded = await tab.evaluate((api) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const code = entries.filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname));
      return {
        javascript: code.reduce((total, entry) => total + entry.transferSize, 0),
        code: code.map((entry) => new URL(entry.name).pathname),
        lists: entries.filter((entry) => new URL(entry.name).pathname === api).map((entry) => entry.startTime),
      };
    }, list.api);
    if (round > 0) {
      visible.push(Number(await rowsAt.jsonValue()));
      scripts.push(loaded.javascript);
      listStarts.push(Math.min(...loaded.lists));
      listCalls.push(loaded.lists.length);
      files = loaded.code.filter((file) => !firstScreen.has(file));
      afterFirstScreen.push(files.length);
    }
    await context.close();
  }
  console.log(
    `${list.name} list (${list.address}): rows visible after ${median(visible).toFixed(0)} ms median ` +
      `(${range(visible)}, ${rounds} cold loads at ${viewport.width}×${viewport.height}, ${latency} ms added ` +
      `latency); list call started after ${median(listStarts).toFixed(0)} ms median; list calls per load: ` +
      `${range(listCalls)}; code requests after the first screen's: ${range(afterFirstScreen)}; JavaScript transferred ` +
      `${(median(scripts) / 1024).toFixed(0)} kB`,
  );
  console.log(`  after the first screen's code: ${files.join(' ')}`);
};

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
    const firstScreen = await firstScreenFiles(server.url);
    for (const list of lists) await measure(browser, server.url, session, firstScreen, list);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
