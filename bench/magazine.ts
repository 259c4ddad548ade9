/**
 * `npm run bench:magazine`: what rendering a magazine costs the server, measured from outside as a user meets it.
 * Starts the built server as the e2e tests do (its own process, a fresh DATA_DIR, embedded database unless
 * BENCH_MAGAZINE_DATABASE_URL is set), uploads a PDF of BENCH_MAGAZINE_PAGES (default 50) photo pages and polls the
 * render, sampling the server's resident memory every 100 ms. Prints time to the first page and to all pages, the
 * peak RSS (the kernel's high-water mark) and the RSS left 10 s after the render.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { todayUtc } from '#contract/rules';
import { rootDir, startServer } from '../e2e/server-process.js';

const pages = Number(process.env.BENCH_MAGAZINE_PAGES ?? 50);
/** A magazine page as printed: a full-bleed photo-like JPEG (a colour field with grain), different on every page. */
const photoPage = (n: number) => {
  const [width, height] = [1240, 1754]; // A4 at 150 dpi
  const raw = Buffer.alloc(width * height * 3);
  let seed = n * 7919;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width + grain;
      raw[i + 1] = (y * 255) / height + grain;
      raw[i + 2] = ((n * 37) % 255) + grain;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
};

const magazinePdf = async () => {
  const doc = await PDFDocument.create();
  for (let n = 1; n <= pages; n += 1) {
    const image = await doc.embedJpg(await photoPage(n));
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
};

/** Resident and peak resident memory of one process, in MB, from /proc. */
const memoryOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const childrenOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

/** The server and the processes it started (the renderer); one that ends while being read counts 0. */
const treeRss = (pid: number): number => {
  try {
    return memoryOf(pid).rss + childrenOf(pid).reduce((total, child) => total + treeRss(child), 0);
  } catch {
    return 0;
  }
};

const main = async () => {
  // The server as it ships (server/dist), built first when missing or older than its sources.
  execFileSync(process.execPath, [path.join(rootDir, 'server/build.js'), '--missing'], { stdio: 'inherit' });
  const pdf = await magazinePdf();
  console.log(`Magazine PDF: ${pages} photo pages, ${(pdf.length / 1024 / 1024).toFixed(1)} MB`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-magazine-'));
  const started = performance.now();
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_MAGAZINE_DATABASE_URL ?? '',
    ADMIN_MOBILE: '9000000001',
    ADMIN_PASSWORD: 'bench-password-1',
    SERVE_APP: 'false',
  });
  const base = `${server.url}/api`;
  try {
    console.log(`Server ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const pid = server.child.pid!;

    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: '9000000001', password: 'bench-password-1' }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.token}` };
    const created = await fetch(`${base}/magazines/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Weekly', startDate: todayUtc(), expiryDate: '2099-12-31' }),
    }).then((r) => r.json());
    if (!created.magazineID) throw new Error(`Create answered ${JSON.stringify(created)}`);
    await delay(2000);
    const atRest = memoryOf(pid).rss;

    // The high-water mark from here on: starting the embedded database peaks higher than it settles.
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    let highest = 0;
    const sampler = setInterval(() => (highest = Math.max(highest, treeRss(pid))), 100);
    const form = new FormData();
    form.append('magazineFile', new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
    const uploadStarted = performance.now();
    const upload = await fetch(`${base}/magazines/upload/${created.magazineID}`, {
      method: 'PUT',
      headers,
      body: form,
    });
    if (upload.status !== 201) throw new Error(`Upload answered ${upload.status}: ${await upload.text()}`);
    const uploaded = performance.now() - uploadStarted;

    let firstPage = 0;
    for (;;) {
      const { render } = await fetch(`${base}/magazines/render/${created.magazineID}`, { headers }).then((r) =>
        r.json(),
      );
      if (render.renderedPages > 0 && !firstPage) firstPage = performance.now() - uploadStarted;
      if (render.renderStatus === 'failed') throw new Error(`Render failed: ${render.renderError}`);
      if (render.renderStatus === 'done') break;
      await delay(100);
    }
    const all = performance.now() - uploadStarted;
    clearInterval(sampler);
    const { peak } = memoryOf(pid);
    await delay(10_000);
    const after = treeRss(pid);

    console.log(`Upload answered (201) in ${uploaded.toFixed(0)} ms`);
    console.log(
      `First page rendered after ${(firstPage / 1000).toFixed(1)} s, all ${pages} after ${(all / 1000).toFixed(1)} s`,
    );
    console.log(
      `RSS: ${atRest.toFixed(0)} MB before the upload; during the render the server process peaked at ` +
        `${peak.toFixed(0)} MB and with its renderer at ${highest.toFixed(0)} MB (sampled every 100 ms); ` +
        `${after.toFixed(0)} MB 10 s after the render`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
