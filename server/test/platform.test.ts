import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeReporter, makeUserWithPassword } from './helpers/factories.js';
import { makeJpegWithGps, makePng, multipart, padTo } from './helpers/files.js';
import { hashPassword } from '../src/lib/passwords.js';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-dist-'));
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Newsroom</title><div id="root"></div>');
  await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ distDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

const login = (payload: Record<string, unknown>, remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

describe('health', () => {
  it('answers 200 without a token once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('login', () => {
  it.each([
    [{ password: 'secret-pass' }, 'Mobile Number is required'],
    [{ mobileNumber: '12345', password: 'secret-pass' }, 'Mobile Number must be exactly 10 digits'],
    [{ mobileNumber: '12345678901', password: 'secret-pass' }, 'Mobile Number must be exactly 10 digits'],
    [{ mobileNumber: '9876543210' }, 'Password is required'],
    [{ mobileNumber: '9876543210', password: 'short' }, 'Password must be at least 8 characters'],
  ])('answers 400 for %j with the spec message', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('logs the admin in with a token that opens admin calls', async () => {
    const admin = await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9000000001' });
    const response = await login({ mobileNumber: '90000 00001', password: 'correct horse' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Login successfully',
      token: expect.any(String),
      user: {
        roleID: admin.id,
        role: 'Admin',
        email: admin.email,
        firstName: 'Ada',
        lastName: 'Admin',
      },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${admin.id}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      admin: {
        roleID: admin.id,
        firstName: 'Ada',
        lastName: 'Admin',
        email: admin.email,
        mobileNumber: '9000000001',
        role: 'Admin',
        profilePic: null,
      },
    });
  });

  it('answers 401 with a message for a wrong password or unknown number', async () => {
    await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9000000002' });
    for (const payload of [
      { mobileNumber: '9000000002', password: 'wrong horse' },
      { mobileNumber: '9000000099', password: 'whatever1' },
    ]) {
      const response = await login(payload, '203.0.113.2');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid mobile number or password' });
    }
  });

  it('gives a reporter a token that admin calls refuse with 403', async () => {
    await makeReporter(t.db, { mobileNumber: '9000000003', passwordHash: await hashPassword('reporter-pass') });
    const response = await login({ mobileNumber: '9000000003', password: 'reporter-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('Reporter');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/language/get',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Access denied: Only Admin is allowed' });
  });

  it('locks a number from one address after 5 failures, even for the right password, and a second replica sees it', async () => {
    await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9000000004' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login({ mobileNumber: '9000000004', password: `wrong-${attempt}-pass` }, '203.0.113.4');
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ mobileNumber: '9000000004', password: 'correct horse' }, '203.0.113.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed login attempts\. Try again in 1[45] minutes\.$/);

    // A second API process on the same database sees the same lock: nothing is kept in memory.
    const replica = await buildApp({
      db: t.db,
      storage: t.storage,
      jwtSecret: 'another-secret-for-the-replica',
      logLevel: 'silent',
    });
    const fromReplica = await replica.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobileNumber: '9000000004', password: 'correct horse' },
      remoteAddress: '203.0.113.4',
    });
    expect(fromReplica.statusCode).toBe(429);
    await replica.close();
  });
});

describe('tokens', () => {
  it('answers 401 Token Not Found without a header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/language/get' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token Not Found' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const other = await buildApp({
      db: t.db,
      storage: t.storage,
      jwtSecret: 'a-completely-different-secret',
      logLevel: 'silent',
    });
    const forged = other.jwt.sign({ sub: t.admin.id, role: 'Admin', sid: randomUUID() });
    await other.close();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/language/get',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid token' });
  });

  it('answers 401 for a token older than 120 minutes', async () => {
    const { sid } = t.app.jwt.decode<{ sid: string }>(t.auth.authorization.slice('Bearer '.length))!;
    const expired = t.app.jwt.sign(
      { sub: t.admin.id, role: 'Admin', sid },
      { clockTimestamp: Date.now() - 121 * 60_000 },
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/language/get',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Session expired, please log in again' });
  });
});

describe('admin profile picture', () => {
  it('stores a re-encoded image without EXIF and serves it with safe headers and ranges', async () => {
    const upload = await multipart({
      profileImage: { content: await makeJpegWithGps(), filename: 'me.jpeg', contentType: 'image/jpeg' },
    });
    const response = await t.request({
      method: 'PUT',
      url: `/api/profile/upload/${t.admin.id}`,
      ...upload,
      headers: { ...upload.headers },
    });
    expect(response.statusCode).toBe(201);
    const { profilePic, message } = response.json();
    expect(message).toBe('Profile picture updated successfully');
    expect(profilePic).toMatch(/^http:\/\/localhost(:\d+)?\/media\/profiles\/[0-9a-f-]{36}\.jpg$/);

    const profile = await t.request({ method: 'GET', url: `/api/admin/${t.admin.id}` });
    expect(profile.json().admin.profilePic).toBe(profilePic);

    const mediaPath = new URL(profilePic).pathname;
    const served = await t.app.inject({ method: 'GET', url: mediaPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();

    const partial = await t.app.inject({ method: 'GET', url: mediaPath, headers: { range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${served.rawPayload.length}`);
    expect(partial.rawPayload).toEqual(served.rawPayload.subarray(0, 10));

    const beyond = await t.app.inject({
      method: 'GET',
      url: mediaPath,
      headers: { range: `bytes=${served.rawPayload.length + 5}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it.each([
    [
      'a text file named .png',
      async () => ({ content: Buffer.from('not an image at all'), filename: 'x.png' }),
      'Only .png, .jpg and .jpeg images are allowed',
    ],
    [
      'an image over 2.1 MB',
      async () => ({ content: padTo(await makePng(), 2.2 * 1024 * 1024), filename: 'big.png' }),
      'Image size should be less than 2MB',
    ],
  ])('refuses %s with 400 and keeps the old picture', async (_name, file, message) => {
    const before = (await t.request({ method: 'GET', url: `/api/admin/${t.admin.id}` })).json().admin.profilePic;
    const upload = await multipart({ profileImage: await file() });
    const response = await t.request({ method: 'PUT', url: `/api/profile/upload/${t.admin.id}`, ...upload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const after = (await t.request({ method: 'GET', url: `/api/admin/${t.admin.id}` })).json().admin.profilePic;
    expect(after).toBe(before);
  });

  it('answers 400 Image is required without the file, and for a JSON body', async () => {
    const upload = await multipart({ other: 'x' });
    const response = await t.request({ method: 'PUT', url: `/api/profile/upload/${t.admin.id}`, ...upload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Image is required' });
    const json = await t.request({
      method: 'PUT',
      url: `/api/profile/upload/${t.admin.id}`,
      payload: { profileImage: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for an unknown admin and 403 for another admin', async () => {
    const upload = await multipart({ profileImage: { content: await makePng(), filename: 'me.png' } });
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/profile/upload/00000000-0000-4000-8000-000000000000',
      ...upload,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Admin not found' });
    const other = await makeUserWithPassword(t.db, 'another-pass');
    const forbidden = await t.request({
      method: 'PUT',
      url: `/api/profile/upload/${other.id}`,
      ...(await multipart({ profileImage: { content: await makePng(), filename: 'me.png' } })),
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await t.request({ method: 'GET', url: '/api/admin/not-a-uuid' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('protocol', () => {
  it('answers JSON 404 for unknown API paths and media', async () => {
    const api = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
    const media = await t.app.inject({ method: 'GET', url: '/media/posts/00000000-0000-4000-8000-000000000000.png' });
    expect(media.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fetc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: '{"languageName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('reads an empty JSON body as {}, so action calls need no body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Language Name is required' });
  });

  it('refuses prototype poisoning in JSON bodies', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: '{"languageName":"Odia","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends the same security headers with every answer: success, refusal, not found', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/language/get' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';" +
          "img-src 'self' data: blob: https: http:;object-src 'none';script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';media-src 'self' blob: https: http:;connect-src 'self' https: http:",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'cross-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/language/create', '/api/health']),
    );
  });
});

describe('app shell', () => {
  it('serves index.html for app routes so reloads work, and assets with long caching', async () => {
    for (const url of ['/', '/reporters/reporter', '/view-reporter/abc/news?tab=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
