import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { createSigner } from 'fast-jwt';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  makeAd,
  makeCategory,
  makeDailyQuote,
  makePost,
  makeReporter,
  makeShort,
  makeUserWithPassword,
} from './helpers/factories.js';
import { makePng, multipart, padTo } from './helpers/files.js';
import { makeMagazine } from './helpers/magazines-factories.js';
import { makeJob, makeNovel } from './helpers/novels-jobs-factories.js';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const MB = 1024 * 1024;

let t: TestApp;
let port: number;
let operations: { method: string; path: string; public: boolean; multipart: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(
    spec.paths as Record<string, Record<string, { security?: unknown[]; requestBody?: { content?: object } }>>,
  ).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      public: Array.isArray(operation.security) && operation.security.length === 0,
      multipart: Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data'),
    })),
  );
});
afterAll(() => t.close());

/** Sends raw bytes on a new connection and answers the status line's code. */
const rawStatus = (request: string) =>
  new Promise<number>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1])));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });

const login = (payload: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress, headers });

describe('every protected operation needs a token, whatever the form of the request target', () => {
  it('answers 401 to an absolute-form target (RFC 9112 3.2.2) without a token, on every documented operation', async () => {
    const protectedOperations = operations.filter((operation) => !operation.public);
    expect(protectedOperations.length).toBeGreaterThan(80);
    const answers: string[] = [];
    for (const { method, path } of protectedOperations) {
      const target = `http://elsewhere.example${path.replace(/\{[^}]+\}/g, randomUUID())}`;
      const status = await rawStatus(
        `${method} ${target} HTTP/1.1\r\nHost: elsewhere.example\r\nContent-Type: application/json\r\n` +
          `Content-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
      if (status !== 401) answers.push(`${method} ${path} -> ${status}`);
    }
    expect(answers).toEqual([]);
  });

  it('still serves the public calls and the app shell in absolute form', async () => {
    expect(
      await rawStatus('GET http://elsewhere.example/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ).toBe(200);
  });
});

/** The image uploads of the declared resources (contract/resources/), as the OpenAPI document names their paths. */
const declaredUploads = declaredResources.flatMap(({ name, fields }) =>
  Object.values(fields).flatMap((field) =>
    field.type === 'image' && field.upload
      ? [{ path: `/api${field.upload.path}`, field: field.upload.field, resource: name }]
      : [],
  ),
);

describe('a refused upload does not hang its keep-alive connection', () => {
  const fields: Record<string, { field: string; head: Buffer; filename: string; limit: number }> = {};
  const image = (field: string) => ({
    field,
    head: Buffer.from('89504e470d0a1a0a', 'hex'),
    filename: 'a.png',
    limit: 2.1 * MB,
  });
  const sheet = (field: string) => ({ field, head: Buffer.from('504b0304', 'hex'), filename: 'a.xlsx', limit: 5 * MB });
  const pdf = (field: string, limit: number) => ({ field, head: Buffer.from('%PDF-1.7\n'), filename: 'a.pdf', limit });
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      '/api/profile/upload/{id}': t.admin.id,
      '/api/posts/upload/{id}': (await makePost(t.db)).id,
      '/api/dailyQuotes/upload/{id}': (await makeDailyQuote(t.db)).id,
      '/api/shorts/upload/{id}': (await makeShort(t.db)).id,
      '/api/novels/image/upload/{id}': (await makeNovel(t.db)).id,
      '/api/novels/pdf/upload/{id}': (await makeNovel(t.db)).id,
      '/api/jobs/upload/{id}': (await makeJob(t.db)).id,
      '/api/magazines/upload/{id}': (await makeMagazine(t.db)).id,
    };
    // The declared resources' image uploads, read from their declarations: a record made by its factory where the
    // tests have one, else an id of none (the upload is then refused as not found, which must not hang either).
    const declaredRecords: Record<string, () => Promise<{ id: string }>> = { ads: () => makeAd(t.db) };
    for (const { path, field, resource } of declaredUploads) {
      ids[path] = (await declaredRecords[resource]?.())?.id ?? randomUUID();
      fields[path] = image(field);
    }
    Object.assign(fields, {
      '/api/profile/upload/{id}': image('profileImage'),
      '/api/posts/upload/{id}': image('postImage'),
      '/api/posts/upload': sheet('postFile'),
      '/api/dailyQuotes/upload/{id}': image('dailyQuoteImage'),
      '/api/dailyQuotes/upload': sheet('dailyQuoteFile'),
      '/api/shorts/upload/{id}': {
        field: 'shortVideo',
        head: Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex'),
        filename: 'a.mp4',
        limit: 10 * MB,
      },
      '/api/shorts/upload': sheet('shortFile'),
      '/api/novels/image/upload/{id}': image('novelImage'),
      '/api/novels/pdf/upload/{id}': pdf('chapter1', 4 * MB),
      '/api/jobs/upload/{id}': image('companyImage'),
      '/api/magazines/upload/{id}': pdf('magazineFile', 20.1 * MB),
    });
  });

  const upload = (agent: http.Agent, method: string, path: string, body: Buffer, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      // The server may answer and stop reading before the client has sent everything.
      request.on('error', (error) => (request.writableFinished ? undefined : reject(error)));
      request.setTimeout(20_000, () => request.destroy(new Error('no answer to the upload')));
      request.end(body);
    });

  const nextAnswers = (agent: http.Agent) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      request.on('error', reject);
      request.setTimeout(3000, () => request.destroy(new Error('the next request on the connection got no answer')));
    });

  it('covers every documented upload route', () => {
    expect(
      operations
        .filter((operation) => operation.multipart)
        .map((operation) => operation.path)
        .sort(),
    ).toEqual(Object.keys(fields).sort());
  });

  it.each(['too large', 'wrong type', 'unknown id', 'no token'])(
    'after a refusal for %s',
    async (reason) => {
      const failures: string[] = [];
      for (const operation of operations.filter((candidate) => candidate.multipart)) {
        const { field, head, filename, limit } = fields[operation.path];
        const hasId = /\{\w+\}/.test(operation.path);
        if (reason === 'unknown id' && !hasId) continue;
        const id = reason === 'unknown id' ? randomUUID() : ids[operation.path];
        const content =
          reason === 'too large'
            ? padTo(head, Math.ceil(limit + MB))
            : reason === 'wrong type'
              ? Buffer.alloc(Math.min(limit - MB, 3 * MB), 'not the declared type ')
              : padTo(head, Math.min(limit - MB, 3 * MB));
        const body = await multipart({ [field]: { content, filename } });
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const status = await upload(
            agent,
            operation.method,
            operation.path.replace(/\{\w+\}/, id ?? ''),
            body.payload,
            {
              ...body.headers,
              ...(reason === 'no token' ? {} : t.auth),
            },
          );
          if (status < 400 || status >= 500) failures.push(`${operation.path}: upload answered ${status}`);
          const next = await nextAnswers(agent).catch((error: Error) => error.message);
          if (next !== 200) failures.push(`${operation.path}: ${next}`);
        } finally {
          agent.destroy();
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});

describe('proxy headers', () => {
  it('are not believed by default: a forged X-Forwarded-For does not buy more login attempts', async () => {
    await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9100000001' });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await login({ mobileNumber: '9100000001', password: `wrong-${attempt}-pass` }, '198.51.100.1', {
        'x-forwarded-for': `10.0.0.${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('are not copied into media URLs by default', async () => {
    const upload = await multipart({ profileImage: { content: await makePng(), filename: 'me.png' } });
    const response = await t.request({
      method: 'PUT',
      url: `/api/profile/upload/${t.admin.id}`,
      ...upload,
      headers: { ...upload.headers, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(201);
    expect(new URL(response.json().profilePic).host).not.toBe('evil.example');
  });

  it('are believed from the configured hops when TRUST_PROXY is set', async () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({}).trustProxy).toBeUndefined();
    const behindProxy = await buildApp({
      db: t.db,
      storage: t.storage,
      jwtSecret: SECRET,
      logLevel: 'silent',
      trustProxy: 1,
    });
    await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9100000002' });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/login',
        payload: { mobileNumber: '9100000002', password: `wrong-${attempt}-pass` },
        remoteAddress: '198.51.100.2',
        headers: { 'x-forwarded-for': `10.0.1.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    // Each attempt came from another client behind the proxy, so none reached its own limit.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    await behindProxy.close();
  });
});

describe('login throttling', () => {
  it('lets the right password in from a clean address while the number is under attack from another', async () => {
    await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9100000010' });
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      await login({ mobileNumber: '9100000010', password: `guess-${attempt}-pass` }, '198.51.100.10');
    }
    const attacker = await login({ mobileNumber: '9100000010', password: 'correct horse' }, '198.51.100.10');
    expect(attacker.statusCode).toBe(429);
    const admin = await login({ mobileNumber: '9100000010', password: 'correct horse' }, '198.51.100.11');
    expect(admin.statusCode).toBe(200);
  });

  it('checks no more passwords than the limit when attempts arrive in parallel', async () => {
    await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9100000020' });
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, attempt) =>
        login({ mobileNumber: '9100000020', password: `parallel-${attempt}-pass` }, '198.51.100.20'),
      ),
    );
    const counts = responses.reduce<Record<number, number>>(
      (sum, response) => ({ ...sum, [response.statusCode]: (sum[response.statusCode] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 401: 5, 429: 75 });
  });

  it('slows a guess spread over many addresses down, but still lets the admin in from an address it used before', async () => {
    await makeUserWithPassword(t.db, 'correct horse', { mobileNumber: '9100000030' });
    expect((await login({ mobileNumber: '9100000030', password: 'correct horse' }, '198.51.100.30')).statusCode).toBe(
      200,
    );
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const response = await login(
        { mobileNumber: '9100000030', password: `spread-${attempt}-pass` },
        `192.0.2.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const unknown = await login({ mobileNumber: '9100000030', password: 'spread-101-pass' }, '192.0.2.101');
    expect(unknown.statusCode).toBe(429);
    const known = await login({ mobileNumber: '9100000030', password: 'correct horse' }, '198.51.100.30');
    expect(known.statusCode).toBe(200);
  });
});

describe('tokens and sessions', () => {
  const languages = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/language/get', headers: { authorization: `Bearer ${token}` } });

  const freshLogin = async (mobileNumber: string) => {
    const user = await makeUserWithPassword(t.db, 'correct horse', { mobileNumber });
    const response = await login({ mobileNumber, password: 'correct horse' }, '198.51.100.40');
    expect(response.statusCode).toBe(200);
    return { user, token: response.json().token as string };
  };

  it('accepts only HS256 tokens that carry an expiry', async () => {
    const { user, token } = await freshLogin('9100000040');
    const { sid } = t.app.jwt.decode<{ sid: string }>(token)!;
    const hs512 = createSigner({ key: SECRET, algorithm: 'HS512', expiresIn: 60_000 })({
      sub: user.id,
      role: 'Admin',
      sid,
    });
    const noExpiry = createSigner({ key: SECRET, algorithm: 'HS256' })({ sub: user.id, role: 'Admin', sid });
    expect((await languages(token)).statusCode).toBe(200);
    for (const forged of [hs512, noExpiry]) {
      const response = await languages(forged);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid token' });
    }
  });

  it('ends the session on Sign Out, for this token only', async () => {
    const { token } = await freshLogin('9100000041');
    const other = (await login({ mobileNumber: '9100000041', password: 'correct horse' }, '198.51.100.40')).json()
      .token;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logout successfully' });
    const after = await languages(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Session expired, please log in again' });
    expect((await languages(other)).statusCode).toBe(200);
  });

  it('ends sessions when the password changes, the admin is deactivated or removed', async () => {
    const changed = await freshLogin('9100000042');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('a new password') })
      .where(eq(users.id, changed.user.id));
    expect((await languages(changed.token)).statusCode).toBe(401);

    const deactivated = await freshLogin('9100000043');
    await t.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, deactivated.user.id));
    expect((await languages(deactivated.token)).statusCode).toBe(401);

    const removed = await freshLogin('9100000044');
    await t.db.delete(users).where(eq(users.id, removed.user.id));
    expect((await languages(removed.token)).statusCode).toBe(401);
  });
});

describe('responses', () => {
  it('marks API answers no-store and keeps media cacheable', async () => {
    const list = await t.request({ method: 'GET', url: '/api/language/get' });
    expect(list.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/language/get' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('allows no other origin by default, and only the configured ones when CORS_ORIGINS is set', async () => {
    const preflight = (app: typeof t.app, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/language/get',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    for (const origin of ['https://admin.example.com', 'null']) {
      expect((await preflight(t.app, origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(loadConfig({}).corsOrigins).toBe(false);
    const configured = await buildApp({
      db: t.db,
      storage: t.storage,
      jwtSecret: SECRET,
      logLevel: 'silent',
      corsOrigins: loadConfig({ CORS_ORIGINS: 'https://admin.example.com' }).corsOrigins,
    });
    const allowed = await preflight(configured, 'https://admin.example.com');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect((await preflight(configured, 'null')).headers['access-control-allow-origin']).toBeUndefined();
    await configured.close();
  });

  it('answers liveness without the database and readiness with it', async () => {
    const broken = await buildApp({
      db: { execute: () => Promise.reject(new Error('database down')) } as unknown as typeof t.db,
      storage: t.storage,
      jwtSecret: SECRET,
      logLevel: 'silent',
    });
    expect((await broken.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const notReady = await broken.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    await broken.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('refuses a bad export filter with 400 before the file begins', async () => {
    await makeReporter(t.db, { status: 'Active' });
    const response = await t.request({ method: 'GET', url: '/api/reporters/export/Active?search=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Invalid value in request' });
  });
});

describe('validation as the spec words it', () => {
  it('counts name lengths in characters, so 100 emoji are a valid name and 101 are not', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: { languageName: '😀'.repeat(100) },
    });
    expect(ok.statusCode).toBe(201);
    const long = await t.request({
      method: 'POST',
      url: '/api/post/category/create',
      payload: { postCategoryName: '😀'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Maximum 100 characters allowed' });
  });

  it('answers a job description of only spaces with the spec message, and an empty one as required', async () => {
    await makeCategory(t.db);
    const job = (description: string) =>
      t.request({
        method: 'POST',
        url: '/api/jobs/create',
        payload: {
          jobTitle: 'Daily Star',
          description,
          hyperlink: 'https://example.com/job',
          role: 'Editor',
          industryType: 'Media',
          department: 'News',
          education: ['BA'],
          jobType: ['Remote'],
          expiryDate: '2099-01-01',
        },
      });
    expect((await job('   ')).json()).toEqual({ message: 'Message cannot be empty or just spaces' });
    expect((await job('')).json()).toEqual({ message: 'Job Description is required' });
  });
});
