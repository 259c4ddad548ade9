import { randomUUID } from 'node:crypto';
import { limits, messages } from '#contract/rules';
import { badRequest } from '../lib/http-errors.js';
import { contentTypes } from './media-types.js';
import type { Db } from '../db/client.js';
import { RetiredMediaRepository } from './retired-media.repository.js';
import type { Storage } from './storage.js';
import type { FileRule, ReceivedFile } from './upload.js';

/** png/jpg/jpeg under the shared image limit; file-type reports .jpeg files as jpg. */
export const imageRule: FileRule = {
  maxBytes: limits.imageMaxBytes,
  sizeMessage: messages.imageSize,
  types: ['png', 'jpg'],
  typeMessage: messages.imageType,
};

export const imageOrGifRule: FileRule = {
  ...imageRule,
  types: ['png', 'jpg', 'gif'],
  typeMessage: 'Only .png, .jpg, .jpeg and .gif images are allowed',
};

/** Decoding more pixels than this is refused, so a small file cannot expand into gigabytes (a pixel bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
const THUMBNAIL_WIDTH = 480;

export interface StoredImage {
  imageKey: string;
  thumbnailKey: string | null;
}

/**
 * Decodes the upload and re-encodes it in its own format, which drops EXIF and GPS metadata and anything
 * hidden after the image data; the orientation is applied first so photos stay upright. A WebP thumbnail
 * is stored beside it for grids.
 */
export const storeImage = async (
  storage: Storage,
  folder: string,
  file: ReceivedFile,
  { thumbnail: withThumbnail = true } = {},
): Promise<StoredImage> => {
  // Loaded on the first upload rather than at start: sharp and libvips take about 0.17 s and 28 MB.
  const { default: sharp } = await import('sharp');
  const animated = file.ext === 'gif';
  let main: Buffer;
  let thumbnail: Buffer | undefined;
  try {
    const source = sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS, animated }).rotate();
    const encoded =
      file.ext === 'png'
        ? source.clone().png({ compressionLevel: 9 })
        : file.ext === 'gif'
          ? source.clone().gif()
          : source.clone().jpeg({ quality: 85, mozjpeg: true });
    main = await encoded.toBuffer();
    if (withThumbnail)
      thumbnail = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
  } catch {
    throw badRequest('The image could not be read; upload a valid .png or .jpg file');
  }
  const id = randomUUID();
  const imageKey = `${folder}/${id}.${file.ext}`;
  const thumbnailKey = thumbnail ? `${folder}/${id}-thumb.webp` : null;
  await storage.put(imageKey, main, contentTypes[file.ext]);
  try {
    if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, thumbnail, contentTypes.webp);
  } catch (error) {
    // No image without its thumbnail (a disk that filled between the two writes).
    await removeMedia(storage, imageKey);
    throw error;
  }
  return { imageKey, thumbnailKey };
};

export interface ImageKeys {
  imageKey: string | null;
  thumbnailKey: string | null;
}

/** Where uploads are stored, and the database that keeps track of the files they replace. */
export interface MediaStore {
  storage: Storage;
  db: Db;
}

/**
 * Stores files with `store`, then lets `attach` point the record at them. `attach` answers the record as it was
 * (holding the keys it had under the same field names as the stored ones), or undefined when the record is gone
 * or may no longer change; then the new files are removed again, as they are when `attach` fails. The replaced
 * files are retired once the record points at the new ones: kept for a revert of the upload's audit entry until the
 * retention purge deletes them. Answers the stored keys, or undefined when `attach` declined. Serves every upload
 * that replaces files: an image and its thumbnail, a video and its poster.
 */
export const replaceMedia = async <K extends object>(
  { storage, db }: MediaStore,
  store: () => Promise<K>,
  attach: (stored: K) => Promise<{ [P in keyof K]?: unknown } | undefined>,
): Promise<K | undefined> => {
  const stored = await store();
  const keysIn = (record: { [P in keyof K]?: unknown }) =>
    (Object.keys(stored) as (keyof K)[]).map((field) => record[field] as string | null | undefined);
  let replaced: { [P in keyof K]?: unknown } | undefined;
  try {
    replaced = await attach(stored);
  } finally {
    if (!replaced) await removeMedia(storage, ...keysIn(stored));
  }
  if (!replaced) return undefined;
  await new RetiredMediaRepository(db).retire(keysIn(replaced).filter((key): key is string => Boolean(key)));
  return stored;
};

/**
 * Stores an image upload (see storeImage) and attaches it with `replaceMedia`.
 *
 * @example
 * const stored = await replaceImage({ storage, db }, 'ads', file, async (image) => {
 *   const previous = await ads.findById(id, { forUpdate: true });
 *   if (previous) await ads.update(id, image);
 *   return previous;
 * });
 */
export const replaceImage = (
  media: MediaStore,
  folder: string,
  file: ReceivedFile,
  attach: (stored: StoredImage) => Promise<ImageKeys | undefined>,
  options?: { thumbnail?: boolean },
): Promise<StoredImage | undefined> =>
  replaceMedia(media, () => storeImage(media.storage, folder, file, options), attach);

/**
 * Deletes the files retired before `before` (the audit retention's cutoff, after which no entry can put them back),
 * a batch at a time. Answers how many.
 */
export const deleteRetiredMedia = async ({ storage, db }: MediaStore, before: Date, batchSize = 500) => {
  const retired = new RetiredMediaRepository(db);
  let deleted = 0;
  for (;;) {
    const keys = await retired.takeRetiredBefore(before, batchSize);
    await removeMedia(storage, ...keys);
    deleted += keys.length;
    if (keys.length < batchSize) return deleted;
  }
};

/** Best effort: a replaced file that cannot be removed only costs space, never correctness. */
export const removeMedia = async (storage: Storage, ...keys: (string | null | undefined)[]) => {
  await Promise.all(
    keys.filter((key): key is string => Boolean(key)).map((key) => storage.delete(key).catch(() => undefined)),
  );
};
