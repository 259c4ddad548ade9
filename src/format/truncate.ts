/**
 * The first `count` words followed by an ellipsis when there were more (spec: titles 5 words, descriptions 10).
 *
 * @example
 * truncateWords('One two three four five six', 5); // 'One two three four five...'
 */
export const truncateWords = (text: string | null | undefined, count: number) => {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
};
