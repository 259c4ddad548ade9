import type { ReactElement } from 'react';
import type { Allows } from '../access/access';
import type { MenuEntry } from '../layout/Menu';
import type { MenuIconName } from '../layout/menuIcons';
import type { ListRoute, PageList } from './listRoute';

/** One area of the app as App.tsx mounts it (routing/mountSection.tsx builds it): its routes and its sidebar item. */
export interface Section {
  menu?: MenuEntry;
  routes: ReactElement;
}

/**
 * A page under a section's tabs, ready to mount: its route, its tab's text (catalogue key) for pages that have a tab,
 * its screen and, for a list, the list it shows. Settings is made of such pages from other folders.
 */
export interface SubPage {
  path: string;
  tab?: string;
  element: ReactElement;
  list?: PageList;
  /** Who may open it (issue 40): its tab, route and the sidebar's way to it follow; absent, every admin. */
  allows?: Allows;
}

/** What a tab's screen is given: the tab's key and, for a list tab, its declared list (the one App.tsx prefetches). */
export interface TabScreenProps<Tab extends string = string> {
  tab: Tab;
  list: ListRoute;
}

/** One tab of a declared section. */
export interface TabDeclaration<Screen extends string = string> {
  /** Its path under the section's root: 'new-post' is /posts/new-post. */
  path: string;
  /** Catalogue key of the tab's text. */
  label: string;
  /** The export of the section's screens module that shows the tab, given TabScreenProps. */
  screen: Screen;
  /** The list the tab shows: its screen's `<List>` is given it, and App.tsx asks for its page alongside the code. */
  list?: ListRoute;
  /**
   * The resources the tab shows records of, when they are not the section's (the reporter page's posts): the tab, its
   * route and its link are there only for an admin who may open one of them (issue 40).
   */
  resources?: readonly string[];
}

/** A page of a section outside its tabs (e.g. one novel category's page). */
export interface PageDeclaration<Screen extends string = string> {
  /** Its full route. */
  path: string;
  screen: Screen;
}

/**
 * One area of the app, declared once: its root, its sidebar item, and either one screen or its tabs. From it
 * routing/mountSection.tsx builds the routes (the root opens the first tab), the tab bar, the lazily loaded
 * screens and the list prefetch; `paths` gives the links into it.
 */
export interface SectionDeclaration<Tab extends string = string, Screen extends string = string> {
  root: string;
  /** The resources whose list or records it shows: an admin who may open none of them has no way in (issue 40). */
  resources?: readonly string[];
  /** Catalogue key of the tab bar's name (and of the heading, with `heading`). */
  title?: string;
  /** Shows `title` as the page's heading above the tabs. */
  heading?: boolean;
  /** A section of one page: its screen. */
  screen?: Screen;
  /** The section's own layout around its tabs, instead of the tab bar (it renders an `<Outlet />`). */
  layout?: Screen;
  tabs?: Readonly<Record<Tab, TabDeclaration<Screen>>>;
  pages?: readonly PageDeclaration<Screen>[];
  menu?: {
    /** Catalogue key of the item's text. */
    label: string;
    icon: MenuIconName;
    /** The tab the item opens (else the first), and the one it opens on a small screen. */
    tab?: Tab;
    mobileTab?: Tab;
    /** Other roots whose pages highlight the item, besides the section's root and its pages'. */
    roots?: readonly string[];
  };
}

type TabOf<S extends SectionDeclaration> = Extract<keyof NonNullable<S['tabs']>, string>;

/** The root and every tab's full path, by tab key: a mistyped tab is a compile error. */
export type SectionPaths<S extends SectionDeclaration> = { readonly root: string } & {
  readonly [K in TabOf<S>]: string;
};

/**
 * A list route opened with its filter set: react-admin keeps a list's filter in the URL (`?filter=<JSON>`), so the
 * link lands on the filtered list, and Back and reload keep it.
 */
export const listPath = (path: string, filter: Record<string, string | number>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The full path of a tab. */
export const tabPath = (root: string, tab: TabDeclaration) => `${root}/${tab.path}`;

/**
 * Declares a section (see SectionDeclaration) and adds its `paths`. The declaration holds names, not code, so that
 * links into the section (and the list components, for their `list`) can import it without its screens.
 *
 * @example
 * export const magazinesSection = defineSection({
 *   root: '/magazines',
 *   title: 'app.magazines.title',
 *   menu: { label: 'app.menu.magazines', icon: 'newspaper' },
 *   tabs: {
 *     active: { path: 'active', label: 'app.magazines.tabs.active', screen: 'MagazineList', list: magazineList('active') },
 *     expired: { path: 'expired', label: 'app.magazines.tabs.expired', screen: 'MagazineList', list: magazineList('expired') },
 *   },
 * });
 * magazinesSection.paths.expired; // '/magazines/expired'
 */
export const defineSection = <const S extends SectionDeclaration>(
  section: S & { menu?: { tab?: TabOf<S>; mobileTab?: TabOf<S> } },
): S & { paths: SectionPaths<S> } => {
  const tabs = Object.entries<TabDeclaration>(section.tabs ?? {});
  const paths = Object.fromEntries([
    ['root', section.root],
    ...tabs.map(([key, tab]) => [key, tabPath(section.root, tab)]),
  ]);
  return { ...section, paths: paths as SectionPaths<S> };
};
