import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { createStorage, DiskStorage, type Storage } from '../src/media/storage.js';
import { S3Storage } from '../src/media/s3-storage.js';
import { openTestDatabase } from './helpers/database.js';
import { makeAdmin } from './helpers/factories.js';
import { makePng, multipart } from './helpers/files.js';

/** The same contract for both stores; the S3 one talks HTTP to a local S3-compatible server. */
const stores: { name: string; open(): Promise<{ storage: Storage; close(): Promise<void> }> }[] = [
  {
    name: 'disk',
    open: async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-disk-'));
      return { storage: new DiskStorage(dir), close: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3',
    open: async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-s3-'));
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
      const address = (await server.run()) as AddressInfo;
      const endpoint = `http://127.0.0.1:${address.port}`;
      const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
      process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
      process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
      const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
      await client.send(new CreateBucketCommand({ Bucket: 'media' }));
      // As the server makes it from S3_* settings (the SDK is loaded only then).
      const storage = await createStorage({
        dataDir: dir,
        s3: { bucket: 'media', region: 'us-east-1', endpoint, forcePathStyle: true },
      });
      expect(storage).toBeInstanceOf(S3Storage);
      return {
        storage,
        close: async () => {
          await server.close();
          await fs.rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

describe.each(stores)('$name storage', ({ open }) => {
  let store: Awaited<ReturnType<(typeof stores)[number]['open']>>;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('stores, measures, reads whole and by range, and deletes', async () => {
    const key = 'posts/0b0c6a9e-3f1e-4c1a-9a55-6f3f1c2b7a10.png';
    await store.storage.put(key, Buffer.from('0123456789abcdef'), 'image/png');
    expect(await store.storage.size(key)).toBe(16);
    expect(await text(await store.storage.read(key))).toBe('0123456789abcdef');
    expect(await text(await store.storage.read(key, { start: 10, end: 12 }))).toBe('abc');
    await store.storage.delete(key);
    expect(await store.storage.size(key)).toBeUndefined();
  });

  it('stores a file from disk', async () => {
    const source = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-src-')), 'video.mp4');
    await fs.writeFile(source, Buffer.alloc(300_000, 7));
    const key = 'shorts/2b0c6a9e-3f1e-4c1a-9a55-6f3f1c2b7a10.mp4';
    await store.storage.putFile(key, source, 'video/mp4');
    expect(await store.storage.size(key)).toBe(300_000);
    await fs.rm(path.dirname(source), { recursive: true, force: true });
  });
});

describe('the app on S3 storage', () => {
  it('stores an upload in the bucket and serves it, or links the bucket directly when it has a public URL', async () => {
    const { storage, close } = await stores[1].open();
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      storage,
      jwtSecret: 'a-secret-for-the-s3-app-test',
      logLevel: 'silent',
    });
    try {
      const admin = await makeAdmin(database.db);
      const upload = await multipart({ profileImage: { content: await makePng(), filename: 'me.png' } });
      const response = await app.inject({
        method: 'PUT',
        url: `/api/profile/upload/${admin.id}`,
        payload: upload.payload,
        headers: { ...upload.headers, authorization: `Bearer ${await app.issueToken(admin, '127.0.0.1')}` },
      });
      expect(response.statusCode).toBe(201);
      const served = await app.inject({ method: 'GET', url: new URL(response.json().profilePic).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

      const direct = new S3Storage({
        bucket: 'media',
        region: 'us-east-1',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com',
      });
      expect(direct.directUrl('posts/a.png')).toBe('https://cdn.example.com/posts/a.png');
    } finally {
      await app.close();
      await database.close();
      await close();
    }
  });
});

it('disk storage refuses keys that leave its folder', async () => {
  const storage: Storage = new DiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-disk-')));
  await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid media key');
});
