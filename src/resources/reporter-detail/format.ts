import { format, isValid, parseISO } from 'date-fns';

/**
 * A server date-time (ISO 8601) as people read it, in the browser's time zone; '' when there is none.
 *
 * @example
 * formatDateTime('2025-03-05T09:00:00.000Z'); // '05 Mar 2025, 02:30 PM' in India
 */
export const formatDateTime = (value: unknown) => {
  if (typeof value !== 'string') return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd MMM yyyy, hh:mm a') : '';
};

/** A short video's length in seconds as m:ss; '' when unknown. */
export const formatDuration = (seconds: unknown) => {
  if (typeof seconds !== 'number' || !(seconds >= 0)) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
