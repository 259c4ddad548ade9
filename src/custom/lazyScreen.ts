import { lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A screen loaded on first visit, so the first page does not carry every screen's code. Takes a module's named export
 * and keeps its props. `preload()` starts loading it before it renders (App.tsx does so for the routes of the
 * address the app opens on, so that a screen's code does not wait for its layout's).
 *
 * @example
 * const ListScreen = lazyScreen(() => import('./declared'), 'ListScreen');
 */
export const lazyScreen = <M extends Record<K, ComponentType<never>>, K extends string>(
  load: () => Promise<M>,
  name: K,
) =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> })),
    { preload: () => void load() },
  );

/** Whether a component is a lazyScreen, whose code can be loaded before it renders. */
export const isPreloadable = (type: unknown): type is { preload: () => void } =>
  typeof (type as { preload?: unknown } | null)?.preload === 'function';
