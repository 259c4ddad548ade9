import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { limits, messages, videoTypes } from '#contract/rules';
import { badRequest } from '../lib/http-errors.js';
import { removeMedia } from './images.js';
import { contentTypes } from './media-types.js';
import type { Storage } from './storage.js';
import type { FileRule, ReceivedFile } from './upload.js';

/** mp4, mov, avi, webm or mkv by content, at most 10 MB. */
export const videoRule: FileRule = {
  maxBytes: limits.videoMaxBytes,
  sizeMessage: messages.videoSize,
  types: videoTypes,
  typeMessage: 'Only .mp4, .mov, .avi, .webm and .mkv videos are allowed',
};

export const videoMessages = {
  unreadable: 'The video could not be read; upload a valid .mp4, .mov, .avi, .webm or .mkv file',
};

/** Generous for a 10 MB file: only the first frames are decoded. */
const FFMPEG_TIMEOUT_MS = 20_000;
/**
 * Frames the thumbnail filter compares to pick a representative (not black) poster frame. It holds them all, so
 * they are scaled down first: 30 frames of 720p are about 40 MB, where 30 frames of 4K would be 360 MB.
 */
const POSTER_CANDIDATE_FRAMES = 30;
const POSTER_MAX_WIDTH = 720;
const MAX_POSTER_BYTES = 5 * 1024 * 1024;
/** ffmpeg prints the input's duration and streams first; later output is progress and warnings. */
const MAX_STDERR_CHARS = 64 * 1024;

/**
 * The demuxer for each container file-type recognised. Forcing it, and allowing no other demuxer even for
 * streams nested inside the file, stops a crafted file from making ffmpeg open playlists or other files
 * (the HLS-inside-AVI trick); only the file protocol is allowed.
 */
const demuxers: Record<string, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska', mkv: 'matroska', avi: 'avi' };
const ALLOWED_DEMUXERS = 'mov,matroska,avi';

let ffmpegLookup: Promise<string | undefined> | undefined;

/** The binary @ffmpeg-installer/ffmpeg ships for this platform; undefined when it is not installed. */
export const ffmpegPath = () =>
  (ffmpegLookup ??= import('@ffmpeg-installer/ffmpeg').then(
    (module) => module.default.path,
    () => undefined,
  ));

interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  spawnError?: Error;
  stdout: Buffer;
  stderr: string;
}

/** Runs a child process with a deadline, keeping stdout (up to a cap) and the start of stderr. */
const run = (command: string, args: string[], timeoutMs: number) =>
  new Promise<RunResult>((resolve) => {
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let timedOut = false;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_POSTER_BYTES) child.kill('SIGKILL');
      else stdout.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < MAX_STDERR_CHARS) stderr += chunk;
    });
    const finish = (result: Partial<RunResult>) => {
      clearTimeout(timer);
      resolve({ code: null, signal: null, timedOut, stdout: Buffer.concat(stdout), stderr, ...result });
    };
    child.on('error', (spawnError) => finish({ spawnError }));
    child.on('close', (code, signal) => finish({ code, signal }));
  });

const parseDuration = (stderr: string) => {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!match) return undefined;
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return seconds > 0 ? Math.max(1, Math.round(seconds)) : undefined;
};

export interface VideoFacts {
  /** A JPEG frame at most 720 px wide, for the card grid. */
  poster?: Buffer;
  durationSeconds?: number;
}

/**
 * Reads an uploaded video's duration and a poster frame with ffmpeg in a child process, so the event loop never
 * waits on decoding. A file ffmpeg reads to the end without decoding a single frame is not a video (a header
 * followed by anything, an audio-only file): 400. When ffmpeg is not installed, cannot start, is killed or
 * overruns the deadline, the video is still accepted, without poster and duration, and the reason is logged.
 */
export const inspectVideo = async (
  file: Pick<ReceivedFile, 'path' | 'ext'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<VideoFacts> => {
  const ffmpeg = await ffmpegPath();
  if (!ffmpeg) {
    log.warn('ffmpeg is not installed; the short video is stored without poster and duration');
    return {};
  }
  const result = await run(
    ffmpeg,
    [
      ...['-hide_banner', '-nostdin', '-threads', '1'],
      ...['-f', demuxers[file.ext], '-format_whitelist', ALLOWED_DEMUXERS, '-protocol_whitelist', 'file'],
      ...['-i', file.path, '-map', '0:v:0', '-an', '-sn', '-dn'],
      ...['-vf', `scale='min(${POSTER_MAX_WIDTH},iw)':-2,thumbnail=${POSTER_CANDIDATE_FRAMES}`, '-frames:v', '1'],
      ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1'],
    ],
    FFMPEG_TIMEOUT_MS,
  );
  if (result.spawnError || result.timedOut || result.signal) {
    log.warn(
      { error: result.spawnError?.message, timedOut: result.timedOut, signal: result.signal },
      'ffmpeg could not inspect the short video; it is stored without poster and duration',
    );
    return {};
  }
  if (result.code !== 0 || result.stdout.length === 0) {
    log.info({ ffmpeg: result.stderr.slice(-500) }, 'refused a short video that ffmpeg cannot decode');
    throw badRequest(videoMessages.unreadable);
  }
  return { poster: result.stdout, durationSeconds: parseDuration(result.stderr) };
};

export interface StoredVideo {
  videoKey: string;
  posterKey: string | null;
}

/** Stores the upload as received (videos are not re-encoded) and its poster beside it. */
export const storeVideo = async (
  storage: Storage,
  folder: string,
  file: Pick<ReceivedFile, 'path' | 'ext'>,
  poster: Buffer | undefined,
): Promise<StoredVideo> => {
  const id = randomUUID();
  const videoKey = `${folder}/${id}.${file.ext}`;
  const posterKey = poster ? `${folder}/${id}-poster.jpg` : null;
  await storage.putFile(videoKey, file.path, contentTypes[file.ext]);
  try {
    if (poster && posterKey) await storage.put(posterKey, poster, contentTypes.jpg);
  } catch (error) {
    await removeMedia(storage, videoKey);
    throw error;
  }
  return { videoKey, posterKey };
};
