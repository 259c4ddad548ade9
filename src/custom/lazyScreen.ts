import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit, so the first page does not carry every screen's code. Takes a module's named export.
 *
 * @example
 * const LanguageList = lazyScreen(() => import('./resources/languages'), 'LanguageList');
 */
export const lazyScreen = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] as ComponentType }));
