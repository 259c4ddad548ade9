import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Loaded with require, which vi.mock does not intercept: a test may hide ffmpeg from the server, not from this helper. */
const ffmpeg: { path: string } = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg');

export interface TestVideos {
  mp4: Buffer;
  webm: Buffer;
  mov: Buffer;
  avi: Buffer;
  mkv: Buffer;
  /** An MP4 container holding only a sine tone: file-type calls it mp4, but there is no frame to show. */
  audioOnlyMp4: Buffer;
}

const outputs: Record<keyof TestVideos, string[]> = {
  mp4: ['-pix_fmt', 'yuv420p', 'out.mp4'],
  webm: ['-c:v', 'libvpx', 'out.webm'],
  mov: ['-pix_fmt', 'yuv420p', 'out.mov'],
  avi: ['-c:v', 'mpeg4', 'out.avi'],
  mkv: ['-pix_fmt', 'yuv420p', 'out.mkv'],
  audioOnlyMp4: [],
};

/**
 * Real one-second 64x64 videos in every accepted container, made with the bundled ffmpeg, once per test file.
 *
 * @example
 * let videos: TestVideos;
 * beforeAll(async () => { videos = await makeTestVideos() });
 */
export const makeTestVideos = async (): Promise<TestVideos> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'test-videos-'));
  try {
    const source = ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x64:rate=10'];
    const made = await Promise.all(
      (Object.keys(outputs) as (keyof TestVideos)[]).map(async (name) => {
        const args =
          name === 'audioOnlyMp4'
            ? ['-f', 'lavfi', '-i', 'sine=duration=1', 'out-audio.mp4']
            : [...source, ...outputs[name]];
        await run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd: dir });
        return [name, await fs.readFile(path.join(dir, args.at(-1)!))] as const;
      }),
    );
    return Object.fromEntries(made) as unknown as TestVideos;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
};

/** A real MP4's header followed by noise: recognised as MP4 by its magic bytes, yet no player can open it. */
export const truncatedMp4 = (mp4: Buffer) => Buffer.concat([mp4.subarray(0, 64), Buffer.alloc(4096, 0x5a)]);

/** Every file under a folder, to prove that a refused upload stored nothing. */
export const filesUnder = async (dir: string) =>
  (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
