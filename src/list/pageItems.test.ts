import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems (spec section 9)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the current page and its neighbours, and the last, with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 'ellipsis-end', 6]);
  });
});
