export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons of spec section 9: every page when there are 5 or fewer; otherwise the first, the current page
 * and its neighbours, and the last, with an ellipsis wherever pages are skipped.
 *
 * @example
 * pageItems(1, 4);  // [1, 2, 3, 4]
 * pageItems(5, 10); // [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]
 */
export const pageItems = (current: number, totalPages: number): PageItem[] => {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const middle = [current - 1, current, current + 1].filter((page) => page > 1 && page < totalPages);
  const items: PageItem[] = [1];
  if (middle.length > 0 && middle[0] > 2) items.push('ellipsis-start');
  items.push(...middle);
  if (middle.length > 0 ? middle[middle.length - 1] < totalPages - 1 : totalPages > 2) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
};
