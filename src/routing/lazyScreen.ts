import { createElement, lazy, type ComponentType } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A screen loaded on first visit, so the first page does not carry every screen's code. Takes a module's named export
 * and keeps its props. `preload()` starts loading it before it renders, and settles once it is in (App.tsx does so
 * for the routes of the address the app opens on, so that a screen's code does not wait for its layout's).
 *
 * Once its code is in, it renders at once: a React.lazy component suspends on its first render even when its code
 * has arrived meanwhile, and React reveals what a suspended boundary held back 300 ms after its fallback at the
 * soonest, which cost a preloaded route that much before its rows showed. Only while the code is still loading does
 * it suspend (as React.lazy).
 *
 * @example
 * const ListScreen = lazyScreen(() => import('./declared'), 'ListScreen');
 */
export const lazyScreen = <M extends Record<K, ComponentType<never>>, K extends string>(
  load: () => Promise<M>,
  name: K,
) => {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = module)));
  const Loading = lazy(async () => ({ default: (await start())[name] as ComponentType<object> }));
  const Screen = (props: PropsOf<M[K]>) =>
    createElement(loaded ? (loaded[name] as ComponentType<object>) : Loading, props as object);
  return Object.assign(Screen, { preload: () => start().then(() => undefined) });
};

/** Whether a component is a lazyScreen, whose code can be loaded before it renders. */
export const isPreloadable = (type: unknown): type is { preload: () => Promise<void> } =>
  typeof (type as { preload?: unknown } | null)?.preload === 'function';
