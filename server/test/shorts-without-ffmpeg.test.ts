import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shorts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeShort } from './helpers/factories.js';
import { multipart } from './helpers/files.js';
import { makeTestVideos, truncatedMp4, type TestVideos } from './helpers/videos.js';

/** The server sees an ffmpeg package whose binary is gone; the test videos are still made with the real one. */
vi.mock('@ffmpeg-installer/ffmpeg', () => ({ default: { path: '/nonexistent/ffmpeg', version: '', url: '' } }));

let t: TestApp;
let videos: TestVideos;
beforeAll(async () => {
  [t, videos] = await Promise.all([createTestApp(), makeTestVideos()]);
});
afterAll(() => t.close());

const upload = async (id: string, content: Buffer) => {
  const body = await multipart({ shortVideo: { content, filename: 'clip.mp4' } });
  return t.request({ method: 'PUT', url: `/api/shorts/upload/${id}`, payload: body.payload, headers: body.headers });
};

describe('PUT /shorts/upload/:id without ffmpeg', () => {
  it('keeps the video without poster and duration', async () => {
    const short = await makeShort(t.db);
    const response = await upload(short.id, videos.mp4);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'File Uploaded successfully',
      shortVideoURL: expect.stringMatching(/\/media\/shorts\/[0-9a-f-]{36}\.mp4$/),
      shortPosterURL: null,
      shortDurationSeconds: null,
    });
    const video = await t.app.inject({ method: 'GET', url: new URL(response.json().shortVideoURL).pathname });
    expect(video.rawPayload.equals(videos.mp4)).toBe(true);
    const [stored] = await t.db.select().from(shorts).where(eq(shorts.id, short.id));
    expect(stored).toMatchObject({ posterKey: null, durationSeconds: null });
  });

  it('can only check the magic bytes, so a damaged video with a valid header is kept', async () => {
    const short = await makeShort(t.db);
    expect((await upload(short.id, truncatedMp4(videos.mp4))).statusCode).toBe(201);
  });
});
