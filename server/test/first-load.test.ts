import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeReporter } from './helpers/factories.js';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// As the build writes it: a data block (not run) and the first-paint script inline in the head (vite.config.ts).
const paint = 'document.documentElement.dataset.x = "1";';
const html =
  '<!doctype html><title>Newsroom</title><script type="application/json" id="admin-app-chunks">["/assets/a.js"]</script>' +
  `<script data-entry="/assets/index-abc123.js">${paint}</script><div id="root"></div>`;

const writeDist = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-dist-'));
  await fs.mkdir(path.join(dir, 'assets'));
  const files = { 'index.html': html, 'assets/index-abc123.js': script };
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(dir, name), text);
    await fs.writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text));
    await fs.writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  await fs.writeFile(path.join(dir, 'assets/index-abc123.js.map'), '{"version":3}');
  return dir;
};

let t: TestApp;
let withMaps: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await writeDist();
  [t, withMaps] = await Promise.all([createTestApp({ distDir }), createTestApp({ distDir, sourceMaps: true })]);
});
afterAll(async () => {
  await Promise.all([t.close(), withMaps.close()]);
  await fs.rm(distDir, { recursive: true, force: true });
});

describe('built assets', () => {
  it('sends the brotli twin to a browser that accepts br, with the immutable cache', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without br, and the plain file to one that accepts neither', async () => {
    const gzipped = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed for an app route, revalidated every time', async () => {
    const response = await t.app.inject({ url: '/reporters', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('answers 304 to a browser holding the same index.html, and gzip or the plain page to the others', async () => {
    const first = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(first.rawPayload).toString()).toBe(html);
    const again = await t.app.inject({ url: '/dashboard', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await t.app.inject({ url: '/dashboard', headers: { 'if-none-match': '"an older build"' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('does not serve source maps unless SOURCE_MAPS=true', async () => {
    const hidden = await t.app.inject({ url: '/assets/index-abc123.js.map' });
    expect(hidden.statusCode).toBe(404);
    const served = await withMaps.app.inject({ url: '/assets/index-abc123.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('{"version":3}');
  });
});

describe('Content Security Policy', () => {
  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const response = await t.app.inject({ url: '/' });
    const hash = createHash('sha256').update(paint).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`;script-src 'self' 'sha256-${hash}';`);
    const api = await t.app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });
});

describe('HEAD', () => {
  it.each(['/', '/reporters', '/assets/index-abc123.js', '/api/health'])('answers HEAD %s as GET does', async (url) => {
    const [get, head] = await Promise.all([
      t.app.inject({ method: 'GET', url }),
      t.app.inject({ method: 'HEAD', url }),
    ]);
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
  });

  it('still answers 404 for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('JSON answers', () => {
  it('compresses a large answer for a client that accepts br and leaves small ones alone', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, index) => makeReporter(t.db, { firstName: `Reporter ${index}` })));
    const url = '/api/reporters/get/Active';
    const plain = await t.request({ method: 'GET', url });
    expect(plain.body.length).toBeGreaterThan(1024);
    const compressed = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
