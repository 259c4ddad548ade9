import { vi } from 'vitest';

/** Whether a media query of the (min-width: a) and (max-width: b) kind, as MUI writes them, holds at `width`. */
const matchesAt = (query: string, width: number) => {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    bounds.length > 0 &&
    bounds.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)))
  );
};

/**
 * jsdom has no layout and no matchMedia, so MUI's useMediaQuery reports its default (no match: a large screen).
 * This answers width queries as a browser `width` pixels wide would; vi.unstubAllGlobals() undoes it.
 *
 * @example
 * mockViewport(390); // a phone: theme.breakpoints.down('sm') matches
 */
export const mockViewport = (width: number) => {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matchesAt(query, width),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
};
