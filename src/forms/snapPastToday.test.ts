import { describe, expect, it } from 'vitest';
import { snapPastToday } from './snapPastToday';

const now = new Date(2030, 0, 2, 10, 30, 45);

describe('snapPastToday', () => {
  it('moves a time already past today to the current minute', () => {
    expect(snapPastToday('2030-01-02T09:00', now)).toBe('2030-01-02T10:30');
    expect(snapPastToday('2030-01-02T00:00', now)).toBe('2030-01-02T10:30');
  });

  it('keeps the current minute, later times today and other days', () => {
    expect(snapPastToday('2030-01-02T10:30', now)).toBe('2030-01-02T10:30');
    expect(snapPastToday('2030-01-02T18:15', now)).toBe('2030-01-02T18:15');
    expect(snapPastToday('2030-01-03T08:00', now)).toBe('2030-01-03T08:00');
    // A past day is left for the rule to refuse with its message.
    expect(snapPastToday('2030-01-01T23:59', now)).toBe('2030-01-01T23:59');
  });

  it('leaves empty and partial values alone', () => {
    expect(snapPastToday('', now)).toBe('');
    expect(snapPastToday('2030-01-02', now)).toBe('2030-01-02');
  });
});
