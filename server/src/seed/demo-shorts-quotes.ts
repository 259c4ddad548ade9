import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { categories, dailyQuotes, shorts, users, type ContentStatus } from '../db/schema.js';
import { contentTypes } from '../media/media-types.js';
import type { Storage } from '../media/storage.js';
import { ffmpegPath, inspectVideo, storeVideo, type StoredVideo } from '../media/videos.js';
import { reporterRoles } from '../reporters/queries.js';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Test patterns ffmpeg draws by itself, so the demo needs no video files in the repository; vertical, as shorts are. */
const clipSources = [
  'testsrc2=size=360x640:rate=24',
  'mandelbrot=size=360x640:rate=24',
  'cellauto=size=360x640:rate=24:rule=30',
  'smptehdbars=size=360x640:rate=24',
  'rgbtestsrc=size=360x640:rate=24',
];

/** Every state of the four short video tabs: published, scheduled (published, later), pending and rejected. */
const shortStates: { status: ContentStatus; hours: number }[] = [
  { status: 'Published', hours: -2 },
  { status: 'Published', hours: -26 },
  { status: 'Published', hours: -50 },
  { status: 'Published', hours: -75 },
  { status: 'Published', hours: 20 },
  { status: 'Published', hours: 44 },
  { status: 'Pending', hours: -1 },
  { status: 'Pending', hours: 6 },
  { status: 'Pending', hours: -8 },
  { status: 'Rejected', hours: -30 },
  { status: 'Rejected', hours: -90 },
];

export const quoteSeeds: [string, string, ContentStatus, number][] = [
  ['Courage is grace under pressure.', 'Ernest Hemingway', 'Published', -3],
  ['Be the change that you wish to see in the world.', 'Mahatma Gandhi', 'Published', -27],
  ['Arise, awake, and stop not till the goal is reached.', 'Swami Vivekananda', 'Published', -24 * 4],
  ['The journey of a thousand miles begins with one step.', 'Lao Tzu', 'Published', -24 * 10],
  ['Dream, dream, dream. Dreams transform into thoughts.', 'A. P. J. Abdul Kalam', 'Published', 18],
  ['Where the mind is without fear and the head is held high.', 'Rabindranath Tagore', 'Published', 42],
  ['The best way to find yourself is to lose yourself in the service of others.', 'Mahatma Gandhi', 'Pending', 5],
  ['Every day is a fresh start.', 'Anonymous', 'Pending', -2],
  ['Little by little, one travels far.', 'J. R. R. Tolkien', 'Pending', 30],
  ['Fortune favours the bold.', 'Latin proverb', 'Rejected', -48],
  ['Well begun is half done.', 'Aristotle', 'Rejected', -24 * 6],
];

const palette = ['#1d3557', '#6d597a', '#2a9d8f', '#e76f51', '#264653', '#9c6644'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const wrap = (text: string, width: number) =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

/** A square quote card (quote, author) rendered with sharp and stored like an upload: a JPEG and a WebP thumbnail. */
const storeQuoteCard = async (storage: Storage, quote: string, author: string, index: number) => {
  const lines = wrap(quote, 24);
  const top = 540 - (lines.length * 76) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <rect width="100%" height="100%" fill="${palette[index % palette.length]}"/>
    <text x="90" y="${top - 40}" font-family="DejaVu Serif, Georgia, serif" font-size="220" fill="#fff" opacity="0.25">&#8220;</text>
    ${lines
      .map(
        (line, i) =>
          `<text x="540" y="${top + 60 + i * 76}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="58" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('')}
    <text x="540" y="${top + 100 + lines.length * 76}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff" opacity="0.8">${escapeXml(`— ${author}`)}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const id = randomUUID();
  const mediaKey = `quotes/${id}.jpg`;
  const thumbnailKey = `quotes/${id}-thumb.webp`;
  await storage.put(mediaKey, await image.clone().jpeg({ quality: 85 }).toBuffer(), contentTypes.jpg);
  await storage.put(
    thumbnailKey,
    await image.clone().resize({ width: 480 }).webp({ quality: 78 }).toBuffer(),
    contentTypes.webp,
  );
  return { mediaKey, thumbnailKey };
};

/** Three-second clips made by the bundled ffmpeg, one at a time to spare the CPU; none when ffmpeg is missing. */
const makeClips = async (dir: string, log: Log) => {
  const ffmpeg = await ffmpegPath();
  if (!ffmpeg) {
    log.warn('ffmpeg is not installed; demo short videos are added without video');
    return [];
  }
  const clips: string[] = [];
  for (const [i, source] of clipSources.entries()) {
    const clip = path.join(dir, `clip-${i}.mp4`);
    try {
      await promisify(execFile)(ffmpeg, [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', source, '-t', '3'],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
        ...['-threads', '1', clip],
      ]);
      clips.push(clip);
    } catch (error) {
      log.warn({ error: (error as Error).message }, 'ffmpeg could not make a demo clip');
    }
  }
  return clips;
};

/**
 * Adds short videos in every state (published, scheduled, pending, rejected) with real clips, posters and durations,
 * and daily quotes in every state with rendered quote cards. Uses the active reporters and short video categories
 * already in the database; without ffmpeg the shorts are added without video.
 */
export const seedShortsAndQuotes = async (db: Db, storage: Storage, log: Log = console) => {
  const reporterIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, reporterRoles), eq(users.status, 'Active')))
  ).map(({ id }) => id);
  const categoryIds = (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.kind, 'short'), eq(categories.status, 'Active')))
  ).map(({ id }) => id);
  if (reporterIds.length === 0) return { shorts: 0, quotes: 0 };

  const quoteRows = [];
  for (const [i, [quote, author, status, hours]] of quoteSeeds.entries()) {
    quoteRows.push({
      ...(await storeQuoteCard(storage, quote, author, i)),
      publishDate: at(Math.min(hours, 0) - 24),
      scheduledDate: at(hours),
      reporterId: reporterIds[i % reporterIds.length],
      status,
      createdAt: at(-i * 4),
    });
  }
  await db.insert(dailyQuotes).values(quoteRows);
  if (categoryIds.length === 0) return { shorts: 0, quotes: quoteRows.length };

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-clips-'));
  try {
    const clips = await makeClips(dir, log);
    const shortRows = [];
    for (const [i, { status, hours }] of shortStates.entries()) {
      let video: (StoredVideo & { durationSeconds: number | null }) | undefined;
      if (clips.length > 0) {
        const clip = { path: clips[i % clips.length], ext: 'mp4' };
        const facts = await inspectVideo(clip, log);
        video = {
          ...(await storeVideo(storage, 'shorts', clip, facts.poster)),
          durationSeconds: facts.durationSeconds ?? null,
        };
      }
      shortRows.push({
        ...video,
        categoryId: categoryIds[i % categoryIds.length],
        reporterId: reporterIds[(i + 1) % reporterIds.length],
        postedOn: at(hours),
        status,
        createdAt: at(-i * 3),
      });
    }
    await db.insert(shorts).values(shortRows);
    return { shorts: shortRows.length, quotes: quoteRows.length };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
};
