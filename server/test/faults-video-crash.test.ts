import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { exitCode, startServer } from '../../e2e/server-process.js';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { shorts } from '../src/db/schema.js';
import { DiskStorage } from '../src/media/storage.js';
import { openTestDatabase } from './helpers/database.js';
import { makeAdmin, makeShort } from './helpers/factories.js';
import { multipart } from './helpers/files.js';
import { filesUnder } from './helpers/videos.js';

const ffmpeg: { path: string } = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg');
const jwtSecret = 'test-secret-that-is-long-enough-for-hs256';

/** The pids of `pid`'s child processes named `name` (Linux's /proc). */
const childrenNamed = async (pid: number, name: string) => {
  const children = (await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .split(' ')
    .filter(Boolean);
  const named = await Promise.all(
    children.map(async (child) =>
      (await fs.readFile(`/proc/${child}/comm`, 'utf8').catch(() => '')).trim() === name ? child : undefined,
    ),
  );
  return named.filter(Boolean);
};

/**
 * A short's video is read by ffmpeg inside its upload request (media/videos.ts), before anything is stored: there is
 * no job, so a crash has nothing to resume, and must leave nothing half-done. The server runs as a process of its
 * own (from the sources) on PostgreSQL, so that the test can read the database after SIGKILLing it.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a server killed while it processes an uploaded video', () => {
  let database: Database;
  let work: string;
  let video: Buffer;
  beforeAll(async () => {
    database = await openTestDatabase();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-video-crash-'));
    // Large enough (720p, 30 frames compared for the poster) that ffmpeg runs long enough to be caught running.
    await promisify(execFile)(
      ffmpeg.path,
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
        ...['-i', 'testsrc2=duration=4:size=1280x720:rate=30', '-pix_fmt', 'yuv420p', 'clip.mp4'],
      ],
      { cwd: work },
    );
    video = await fs.readFile(path.join(work, 'clip.mp4'));
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it(
    'never acknowledges the upload and leaves no file in the media store and the short as it was',
    { timeout: 180_000 },
    async () => {
      const admin = await makeAdmin(database.db);
      const short = await makeShort(database.db);
      // A token of a session in the database, which the server process checks like any other.
      const issuer = await buildApp({
        db: database.db,
        storage: new DiskStorage(path.join(work, 'unused-media')),
        jwtSecret,
        logLevel: 'silent',
      });
      const token = await issuer.issueToken(admin, '127.0.0.1');
      await issuer.close();

      const dataDir = path.join(work, 'data');
      const server = await startServer(
        { DATABASE_URL: database.url!, DATA_DIR: dataDir, JWT_SECRET: jwtSecret, SERVE_APP: 'false' },
        { from: 'sources' },
      );
      onTestFinished(() => void server.child.kill('SIGKILL'));
      const body = await multipart({ shortVideo: { content: video, filename: 'clip.mp4' } });
      const answer = fetch(`${server.url}/api/shorts/upload/${short.id}`, {
        method: 'PUT',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        body: new Uint8Array(body.payload),
      }).then(
        (response) => response.status,
        (error: Error) => error,
      );
      const pid = server.child.pid!;
      await vi.waitFor(async () => expect(await childrenNamed(pid, 'ffmpeg')).toHaveLength(1), {
        timeout: 30_000,
        interval: 2,
      });
      server.child.kill('SIGKILL');
      await exitCode(server);

      // No answer at all: the client knows the upload did not happen, and sends it again.
      expect(await answer).toBeInstanceOf(Error);
      expect(await filesUnder(path.join(dataDir, 'media')).catch(() => [])).toEqual([]);
      const [stored] = await database.db.select().from(shorts).where(eq(shorts.id, short.id));
      expect(stored).toEqual(short);
    },
  );
});
