import { conflict } from '../../lib/http-errors.js';
import { replaceMedia } from '../../media/images.js';
import { inspectVideo, storeVideo } from '../../media/videos.js';
import type { ContentMediaStore } from '../content-kind.js';

/**
 * A short's media is a video: checked with ffmpeg (400 when it cannot be decoded) before anything is stored, then
 * stored with its poster frame and duration; the previous video and poster are removed afterwards.
 */
export const attachVideo: ContentMediaStore['attach'] = async (items, id, file, ctx, log) => {
  await items.findEditable(id, ctx);
  const facts = await inspectVideo(file, log);
  const durationSeconds = facts.durationSeconds ?? null;
  const stored = await replaceMedia(
    items,
    () => storeVideo(items.storage, 'shorts', file, facts.poster),
    (keys) => items.replaceMedia(id, { ...keys, durationSeconds }, ctx),
  );
  if (!stored) throw conflict(items.kind.messages.rejectedEdit);
  return {
    shortVideoURL: ctx.mediaUrl(stored.videoKey)!,
    shortPosterURL: ctx.mediaUrl(stored.posterKey),
    shortDurationSeconds: durationSeconds,
  };
};
