import { format, isValid, parseISO } from 'date-fns';

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

/** A server date-time in digits as the spec writes it (tables, exports), local time: yyyy-MM-dd HH:mm; '' for none. */
export const numericDateTime = (value: unknown) => pickerDateTime(value).replace('T', ' ');

/** The picker's value (yyyy-MM-ddTHH:mm) in the API's format (yyyy-MM-dd HH:mm, spec section 7). */
export const apiDateTime = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace('T', ' ');

/**
 * A server date-time (ISO 8601) in words, as cards show it, in the browser's time zone; '' when there is none.
 *
 * @example
 * readableDateTime('2025-03-05T09:00:00.000Z'); // '05 Mar 2025, 02:30 PM' in India
 */
export const readableDateTime = (value: unknown) => {
  if (typeof value !== 'string') return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd MMM yyyy, hh:mm a') : '';
};
