import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { exitCode, startServer } from './server-process.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('the shipped server in a real browser', () => {
  it('serves the built app on any app route (the app then decides: here, the guard sends a visitor to the login page)', async () => {
    const response = await page.goto(`${baseUrl}/reporters/reporter?page=2`);
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the browsable API description at /api/docs', async () => {
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByText('Newsroom back-office API').first().waitFor();
    await page.getByText('/api/login').first().waitFor();
  });

  it('lets a page on another host log in, upload a picture and show it from the returned URL', async () => {
    // A second origin, as when the app is hosted apart from the API.
    const picture = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#1e88e5' } })
      .png()
      .toBuffer();
    const otherHost = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>Elsewhere</title><img id="avatar" alt="Profile picture">');
    });
    await new Promise<void>((resolve) => otherHost.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://localhost:${(otherHost.address() as AddressInfo).port}`;
    // Other origins are refused unless CORS_ORIGINS names them.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-cors-'));
    const credentials = { mobileNumber: '9012345670', password: 'cors-admin-pass' };
    const api = await startServer({
      DATA_DIR: dataDir,
      SERVE_APP: 'false',
      CORS_ORIGINS: otherUrl,
      ADMIN_MOBILE: credentials.mobileNumber,
      ADMIN_PASSWORD: credentials.password,
    });
    try {
      await page.goto(otherUrl);
      const result = await page.evaluate(
        async ({ api, mobileNumber, password, bytes }) => {
          const login = await fetch(`${api}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mobileNumber, password }),
          }).then((r) => r.json());
          const form = new FormData();
          form.append('profileImage', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
          const upload = await fetch(`${api}/api/profile/upload/${login.user.roleID}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${login.token}` },
            body: form,
          });
          const { profilePic } = await upload.json();
          const img = document.getElementById('avatar') as HTMLImageElement;
          await new Promise((resolve, reject) => {
            img.onload = resolve;
            img.onerror = reject;
            img.src = profilePic;
          });
          return { status: upload.status, width: img.naturalWidth, height: img.naturalHeight, profilePic };
        },
        { api: api.url, ...credentials, bytes: [...picture] },
      );
      expect(result.status).toBe(201);
      expect(result.profilePic.startsWith(`${api.url}/media/profiles/`)).toBe(true);
      expect({ width: result.width, height: result.height }).toEqual({ width: 120, height: 80 });
      await expect.poll(() => page.getByRole('img', { name: 'Profile picture' }).isVisible()).toBe(true);
    } finally {
      otherHost.close();
      await api.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('first start', () => {
  it('prints a generated admin password once, and a second process on the same data refuses to start', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-first-run-'));
    try {
      const first = await startServer({ DATA_DIR: dataDir, SERVE_APP: 'false', ADMIN_MOBILE: '', ADMIN_PASSWORD: '' });
      const printed = /mobile number (\d{10}) and password (\S+)/.exec(first.output());
      expect(printed).not.toBeNull();
      const login = await fetch(`${first.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobileNumber: printed![1], password: printed![2] }),
      });
      expect(login.status).toBe(200);

      const second = await startServer({ DATA_DIR: dataDir, SERVE_APP: 'false' }, { waitForHealth: false });
      expect(await exitCode(second)).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another server process`);

      await first.stop();
      const again = await startServer({ DATA_DIR: dataDir, SERVE_APP: 'false', ADMIN_MOBILE: '', ADMIN_PASSWORD: '' });
      expect(again.output()).not.toContain('password');
      const stillValid = await fetch(`${again.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobileNumber: printed![1], password: printed![2] }),
      });
      expect(stillValid.status).toBe(200);
      await again.stop();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // Three starts, and a second process that waits out the lock's stale interval before it gives up.
  }, 150_000);
});

describe('embedded database durability', () => {
  it('keeps an acknowledged write and its audit entry when the process is killed, and the next start takes over the stale lock', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-kill-'));
    const credentials = { mobileNumber: '9012345678', password: 'durability-pass' };
    const env = {
      DATA_DIR: dataDir,
      SERVE_APP: 'false',
      ADMIN_MOBILE: credentials.mobileNumber,
      ADMIN_PASSWORD: credentials.password,
    };
    const tokenFrom = async (url: string) =>
      (
        await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        }).then((r) => r.json())
      ).token as string;
    try {
      const first = await startServer(env);
      const created = await fetch(`${first.url}/api/language/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFrom(first.url)}` },
        body: JSON.stringify({ languageName: 'Konkani' }),
      });
      expect(created.status).toBe(201);
      first.child.kill('SIGKILL');
      await exitCode(first);

      const second = await startServer(env);
      const languages = await fetch(`${second.url}/api/language/get`, {
        headers: { authorization: `Bearer ${await tokenFrom(second.url)}` },
      }).then((r) => r.json());
      expect(languages.languageData.activeLanguages.map((l: { languageName: string }) => l.languageName)).toContain(
        'Konkani',
      );
      // The entry was written in the write's transaction, so it survived with it.
      const activity = await fetch(`${second.url}/api/audit?resource=languages&action=create`, {
        headers: { authorization: `Bearer ${await tokenFrom(second.url)}` },
      }).then((r) => r.json());
      expect(activity.audit.entries).toHaveLength(1);
      expect(activity.audit.entries[0].changes).toContainEqual({
        field: 'languageName',
        before: null,
        after: 'Konkani',
      });
      await second.stop();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // The second start waits for the killed process's lock to go stale (10 s).
  }, 150_000);
});

describe('request log', () => {
  it('writes one line per answered request at the default level, with what was asked and how it went', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-log-'));
    const server = await startServer({ DATA_DIR: dataDir, SERVE_APP: 'false', LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`${server.url}/api/language/get`)).status).toBe(401);
      const requestLines = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.reqId !== undefined);
      await expect.poll(() => requestLines().some((entry) => entry.url === '/api/language/get')).toBe(true);
      const lines = requestLines();
      // startServer's health checks are requests too.
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(new Set(lines.map((entry) => entry.reqId)).size).toBe(lines.length);
      expect(lines.map((entry) => entry.msg)).toEqual(lines.map(() => 'request completed'));
      expect(lines.find((entry) => entry.url === '/api/language/get')).toMatchObject({
        method: 'GET',
        statusCode: 401,
        remoteAddress: '127.0.0.1',
        responseTime: expect.any(Number),
      });
    } finally {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
