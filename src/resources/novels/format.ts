import type { RaRecord } from 'react-admin';
import type { CardImage } from '../../custom';

const two = (n: number) => String(n).padStart(2, '0');

const dateOf = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** A server date-time (ISO 8601) as the date-time picker holds it, local time: yyyy-MM-ddTHH:mm. */
export const pickerDateTime = (value: unknown) => {
  const date = dateOf(value);
  if (!date) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};

/** A date-time as the spec writes it (yyyy-MM-dd HH:mm, local time); the picker's value is sent this way too. */
export const formatDateTime = (value: unknown) => pickerDateTime(value).replace('T', ' ');

export const apiDateTime = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace('T', ' ');

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
