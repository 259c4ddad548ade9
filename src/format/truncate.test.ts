import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate';

describe('truncateWords (spec: titles 5 words, descriptions 10)', () => {
  it('keeps the first 5 words of a title and adds an ellipsis when there were more', () => {
    expect(truncateWords('Heavy rain lashes the city overnight', 5)).toBe('Heavy rain lashes the city...');
    expect(truncateWords('Heavy rain lashes the city', 5)).toBe('Heavy rain lashes the city');
  });

  it('keeps the first 10 words of a description', () => {
    const description = 'one two three four five six seven eight nine ten eleven twelve';
    expect(truncateWords(description, 10)).toBe('one two three four five six seven eight nine ten...');
    expect(truncateWords('one two three four five six seven eight nine ten', 10)).toBe(
      'one two three four five six seven eight nine ten',
    );
  });

  it('counts words across any whitespace and trims', () => {
    expect(truncateWords('  a\tb\n c   d e f ', 5)).toBe('a b c d e...');
  });

  it('answers an empty string for nothing', () => {
    expect(truncateWords(undefined, 5)).toBe('');
    expect(truncateWords(null, 5)).toBe('');
    expect(truncateWords('   ', 5)).toBe('');
  });
});
