import { lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A screen loaded on first visit, so the first page does not carry every screen's code. Takes a module's named export
 * and keeps its props.
 *
 * @example
 * const LanguageList = lazyScreen(() => import('./resources/languages'), 'LanguageList');
 */
export const lazyScreen = <M extends Record<K, ComponentType<never>>, K extends string>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
