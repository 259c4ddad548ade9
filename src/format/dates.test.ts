import { describe, expect, it } from 'vitest';
import { apiDateTime, numericDate, numericDateTime, pickerDateTime, relativeTime } from './dates';

// Local times (no zone): the formats show the browser's local time, whatever zone the machine is in.
const at = (local: string) => new Date(local);

describe('one format per kind of date (issue 39 item 8), in English', () => {
  it('shows a date as yyyy-MM-dd', () => {
    expect(numericDate(at('2026-03-05T09:07:00').toISOString())).toBe('2026-03-05');
    expect(numericDate('not a date')).toBe('');
    expect(numericDate(undefined)).toBe('');
  });

  it('shows a date-time as yyyy-MM-dd HH:mm, in 24 hours', () => {
    expect(numericDateTime(at('2026-11-27T23:38:59').toISOString())).toBe('2026-11-27 23:38');
    expect(numericDateTime(at('2026-01-02T03:04:00'))).toBe('2026-01-02 03:04');
    expect(numericDateTime(null)).toBe('');
  });

  it('says how long ago recent activity was, then the date-time from a week on', () => {
    const now = at('2026-11-27T12:00:00');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    expect(relativeTime(ago(20), now)).toBe('now');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60 + 30), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600 + 59), now)).toBe('2 hours ago');
    expect(relativeTime(ago(30 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now)).toBe('3 days ago');
    expect(relativeTime(ago(-10 * 60), now)).toBe('in 10 minutes');
    expect(relativeTime(ago(7 * 86400), now)).toBe('2026-11-20 12:00');
    expect(relativeTime('', now)).toBe('');
  });

  it('keeps the picker and API formats', () => {
    expect(pickerDateTime(at('2026-11-27T23:38:00'))).toBe('2026-11-27T23:38');
    expect(apiDateTime(' 2026-11-27T23:38 ')).toBe('2026-11-27 23:38');
  });
});
