import type { RaRecord } from 'react-admin';
import type { CardImage } from '../../media/ImageCardGrid';

/** A novel as the server sends it, as far as the screens read it. */
export interface Chapter {
  chapterNumber: number;
  fileName: string;
  pdfUrl: string;
}

export const chaptersOf = (record: RaRecord): Chapter[] => (Array.isArray(record.chapters) ? record.chapters : []);

export const categoryOf = (record: RaRecord) =>
  (record.novelCategory ?? {}) as { novelCategoryID?: string; novelCategoryName?: string };

/**
 * The cover for a grid: the 480 px thumbnail. The server does not send the cover's size, so the box is a book's
 * 2:3 and the image fills it.
 */
export const coverOf = (record: RaRecord): CardImage | null => {
  const src = record.coverThumbnail ?? record.coverImage;
  return typeof src === 'string' && src !== '' ? { src, width: 480, height: 720 } : null;
};
