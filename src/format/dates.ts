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

/** A server date-time as the spec writes it, local time: yyyy-MM-dd HH:mm; '' for none. */
export const formatDateTime = (value: unknown) => pickerDateTime(value).replace('T', ' ');

/** The picker's value (yyyy-MM-ddTHH:mm) in the API's format (yyyy-MM-dd HH:mm, spec section 7). */
export const apiDateTime = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace('T', ' ');
