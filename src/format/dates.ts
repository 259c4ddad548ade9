import { i18nProvider } from '../i18n';

/**
 * Every date the app shows or sends is formatted here, one format per kind (issue 39 item 8):
 * - a date: yyyy-MM-dd (`numericDate`), and a date-time: yyyy-MM-dd HH:mm (`numericDateTime`), the spec's formats
 *   (its table of limits: 'date yyyy-MM-dd HH:mm'), in digits that read the same in every interface language;
 * - recent activity: 'now', '5 minutes ago', 'yesterday' (`relativeTime`) in the interface language, then the
 *   date-time once it is a week old;
 * - the picker's value (`pickerDateTime`) and the API's (`apiDateTime`), which are not shown as text.
 */

const two = (n: number) => String(n).padStart(2, '0');

const dateOf = (value: unknown) => {
  const date = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** A server date-time (ISO 8601) as the date-time picker holds it, local time: yyyy-MM-ddTHH:mm; '' for none. */
export const pickerDateTime = (value: unknown) => {
  const date = dateOf(value);
  if (!date) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};

/**
 * A server date-time as every screen shows it (tables, cards, dialogs, exports), local time: yyyy-MM-dd HH:mm; ''
 * for none.
 *
 * @example
 * numericDateTime('2025-03-05T09:00:00.000Z'); // '2025-03-05 14:30' in India
 */
export const numericDateTime = (value: unknown) => pickerDateTime(value).replace('T', ' ');

/** The day of a server date-time as screens show it, local time: yyyy-MM-dd; '' for none. */
export const numericDate = (value: unknown) => pickerDateTime(value).slice(0, 10);

/** The picker's value (yyyy-MM-ddTHH:mm) in the API's format (yyyy-MM-dd HH:mm, spec section 7). */
export const apiDateTime = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace('T', ' ');

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * How long ago (or ahead) a recent server date-time is, in the interface language: 'now' within a minute, then
 * minutes, hours and days ('yesterday'); from a week on, the date-time itself. '' for none.
 *
 * @example
 * relativeTime('2026-11-27T10:00:00Z', new Date('2026-11-27T10:05:00Z')); // '5 minutes ago'
 */
export const relativeTime = (value: unknown, now = new Date()) => {
  const date = dateOf(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const distance = Math.abs(seconds);
  if (distance >= WEEK) return numericDateTime(date);
  const words = new Intl.RelativeTimeFormat(i18nProvider.getLocale(), { numeric: 'auto' });
  if (distance < MINUTE) return words.format(0, 'second');
  if (distance < HOUR) return words.format(Math.trunc(seconds / MINUTE), 'minute');
  if (distance < DAY) return words.format(Math.trunc(seconds / HOUR), 'hour');
  return words.format(Math.trunc(seconds / DAY), 'day');
};
