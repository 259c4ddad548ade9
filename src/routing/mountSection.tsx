import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { opening, type Allows } from '../access/access';
import type { MenuEntry } from '../layout/Menu';
import { AccessGate, OpenFirstAllowed } from './AccessGate';
import { lazyScreen } from './lazyScreen';
import { SectionLayout } from './SectionLayout';
import type { PageList } from './listRoute';
import { tabPath, type Section, type SectionDeclaration, type SubPage, type TabScreenProps } from './section';

/** What a route tells App.tsx's `preloadRoute`: the list to ask for and, on a section's root, the page it opens. */
export interface RouteHandle {
  list?: PageList;
  opens?: ReactElement;
}

/** The part of a route before its first parameter: '/novel-category/:id' is under '/novel-category'. */
const rootOf = (path: string) => path.split('/:')[0];

/**
 * A section's routes around its pages: `layout` (the tab bar, or the section's own) over the open page, each page
 * only for those it `allows` (else NO_ACCESS), and the section's root opening the first page the admin may use.
 */
const tabbedRoutes = (root: string, layout: ReactElement, pages: readonly SubPage[]) => {
  const [first] = pages;
  const opens: RouteHandle = { list: first.list, opens: first.element };
  const tabbed = pages.filter((page) => page.tab);
  const tabs = (tabbed.length ? tabbed : [first]).map((page) => ({
    to: page.path.slice(root.length + 1),
    allows: page.allows,
  }));
  return (
    <Route path={root} element={layout}>
      <Route index element={<OpenFirstAllowed pages={tabs} />} handle={opens} />
      {pages.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={<AccessGate allows={page.allows}>{page.element}</AccessGate>}
          handle={{ list: page.list } satisfies RouteHandle}
        />
      ))}
    </Route>
  );
};

type Menu = NonNullable<SectionDeclaration['menu']>;

const menuEntry = (
  menu: Menu,
  roots: string[],
  to: string,
  mobileTo?: string,
  pages?: MenuEntry['pages'],
): MenuEntry => ({
  label: menu.label,
  icon: menu.icon,
  to,
  mobileTo,
  roots: [...roots, ...(menu.roots ?? [])].map(rootOf),
  pages,
});

/**
 * A section of tabbed pages: `layout` (by default the tab bar of the pages that have a tab, in their order) over the
 * open page; the root and, unless `to` says otherwise, the sidebar item open the first page. Settings is one, of
 * pages from other folders.
 */
export const tabbedSection = (
  section: Pick<SectionDeclaration, 'root' | 'title' | 'heading' | 'menu'>,
  pages: readonly SubPage[],
  {
    layout,
    to = pages[0].path,
    mobileTo,
    roots = [section.root],
    more,
  }: { layout?: ReactElement; to?: string; mobileTo?: string; roots?: string[]; more?: ReactNode } = {},
): Section => {
  const tabs = pages.flatMap(({ path, tab, allows }) => (tab ? [{ label: tab, to: path, allows }] : []));
  const bar = <SectionLayout title={section.title ?? ''} heading={section.heading} tabs={tabs} />;
  // The item leads to `to`, else to the first tab the admin may open.
  const preferred = tabs.find((tab) => tab.to === to);
  const menuPages = [...(preferred ? [preferred] : []), ...tabs.filter((tab) => tab !== preferred)];
  return {
    menu: section.menu && menuEntry(section.menu, roots, to, mobileTo, menuPages),
    routes: (
      <>
        {tabbedRoutes(section.root, layout ?? bar, pages)}
        {more}
      </>
    ),
  };
};

/** The names of a module's exports that are components. */
type ScreenName<M> = Extract<{ [K in keyof M]: M[K] extends ComponentType<never> ? K : never }[keyof M], string>;

/**
 * Mounts a declared section (routing/section.ts) with its screens module, loaded on first visit: the routes, each
 * tab's screen given its key and list (TabScreenProps), the tab bar and the sidebar item. Every screen the declaration names must be a
 * component the module exports (a compile error otherwise).
 *
 * @example
 * mountSection(magazinesSection, () => import('../sections/magazines'));
 */
export const mountSection = <M extends object>(
  section: SectionDeclaration<string, NoInfer<ScreenName<M>>>,
  load: () => Promise<M>,
): Section => {
  // One lazy component per screen, however many tabs show it (each tab's element is keyed, so it starts afresh).
  const screens = new Map<string, ComponentType<Partial<TabScreenProps>>>();
  const screen = (name: string, props: Partial<TabScreenProps> = {}) => {
    const Screen =
      screens.get(name) ??
      lazyScreen(load as () => Promise<Record<string, (props: Partial<TabScreenProps>) => ReactNode>>, name);
    screens.set(name, Screen);
    return <Screen key={props.tab} {...props} />;
  };
  const { root, menu } = section;
  const allows: Allows | undefined = section.resources && opening(...section.resources);
  const gated = (element: ReactElement) => <AccessGate allows={allows}>{element}</AccessGate>;
  const pages = (section.pages ?? []).map((page) => (
    <Route key={page.path} path={page.path} element={gated(screen(page.screen))} />
  ));
  const roots = [root, ...(section.pages ?? []).map((page) => page.path)];

  if (section.screen) {
    return {
      menu: menu && menuEntry(menu, roots, root, undefined, [{ to: root, allows }]),
      routes: <Route path={root} element={gated(screen(section.screen))} />,
    };
  }
  const tabs = Object.entries(section.tabs ?? {}).map(([key, tab]) => ({
    key,
    path: tabPath(root, tab),
    tab: tab.label,
    element: screen(tab.screen, { tab: key, list: tab.list }),
    list: tab.list,
    allows: tab.resources ? opening(...tab.resources) : allows,
  }));
  const pathOf = (key?: string) => tabs.find((tab) => tab.key === key)?.path;
  return tabbedSection(section, tabs, {
    layout: section.layout ? gated(screen(section.layout)) : undefined,
    to: pathOf(menu?.tab),
    mobileTo: pathOf(menu?.mobileTab),
    roots,
    more: pages,
  });
};
