import type { ReactElement } from 'react';
import type { MenuIconName } from './layout/menuIcons';

/** A sidebar item (spec section 2's table). */
export interface MenuEntry {
  /** Catalogue key of the item's text. */
  label: string;
  to: string;
  /** The small-screen menu's own target, where the spec gives one. */
  mobileTo?: string;
  /** Its icon in the sidebar (layout/menuIcons.ts). */
  icon: MenuIconName;
  /** Path roots whose pages highlight the item (the spec highlights by first path segment). */
  roots: string[];
}

/**
 * One area of the app as its folder exports it: the routes App.tsx mounts inside the authenticated layout, and its
 * sidebar item, if it has one. Its paths are the folder's own constants (`paths.ts`), so that components linking
 * into it never spell a path out.
 */
export interface Section {
  menu?: MenuEntry;
  routes: ReactElement;
}

/** A page under a section's own tabs (e.g. a Settings page): its route and, for pages that have one, its tab. */
export interface SubPage {
  path: string;
  /** Catalogue key of the tab's text. */
  tab?: string;
  element: ReactElement;
}
