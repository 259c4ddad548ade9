import type { SectionTab } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import type { MenuIconName } from '../layout/menuIcons';
import type { ListRoute } from '../routing/listRoute';
import { mountSection } from '../routing/mountSection';
import { defineSection, type Section, type SectionDeclaration } from '../routing/section';
import type { Declared } from '../declaration/declared';
import type { ResourceName } from '../dataProvider';
import { resourceNameOf } from './resourceName';
import { textKey } from '../declaration/texts';
import type { TabScreenProps } from '../routing/section';
import type { ComponentType } from 'react';

/** The screens of a declared section, by name (see sectionScreens.tsx), or the app's own (`screen.tabScreen`). */
export type DeclaredScreenName = string;

/** The app's own screens a declaration's tabs may name, each with the module that exports it (src/ownScreens.ts). */
export type OwnScreens = Readonly<Record<string, () => Promise<Record<string, ComponentType<TabScreenProps>>>>>;

/**
 * The list of one tab of a declared section: its view as the list path's `{status}`, its fixed filter, and a page
 * and search of its own (`storeKey`), in the URL.
 */
export const sectionTabList = (declaration: Declared, key: string, tab: SectionTab): ListRoute => {
  const covers = declaration.screen?.covers;
  return {
    // Cover groups: one call answers every group at once (CoverGroups.groups).
    resource: covers ? (covers.groups as ResourceName) : resourceNameOf(declaration),
    storeKey: `${declaration.name}.${key}`,
    perPage: covers ? 100 : (declaration.screen?.pageSize ?? 10),
    filter: { status: tab.view ?? 'All', ...tab.filter },
  };
};

/**
 * The section a declaration with `screen.menu.section` makes (routing/section.ts), for mountSection like any
 * hand-written one: its root at `screen.path`, its sidebar item, and a tab per `screen.sectionTabs` showing that view
 * of the list (and a cover group's page); a singleton's one page instead. Undefined for a resource that is not a
 * main-menu section.
 */
export const declaredSectionOf = (
  declaration: Declared,
): SectionDeclaration<string, DeclaredScreenName> | undefined => {
  const { screen } = declaration;
  if (!screen?.menu?.section) return undefined;
  const menu = { label: textKey(declaration, 'menu_section'), icon: (screen.menu.icon ?? 'article') as MenuIconName };
  const base = {
    root: screen.path,
    resources: [declaration.name],
    title: textKey(declaration, 'title'),
    menu,
    heading: screen.heading,
  };
  if (screen.singleton) return defineSection({ ...base, screen: 'SingletonScreen' });
  const tabs = Object.entries(screen.sectionTabs ?? {});
  if (tabs.length === 0) throw new Error(`Resource "${declaration.name}" declares menu.section without sectionTabs`);
  return defineSection({
    ...base,
    ...(screen.covers && { pages: [{ path: screen.covers.page.path, screen: 'DeclaredCoverPage' as const }] }),
    tabs: Object.fromEntries(
      tabs.map(([key, tab]) => [
        key,
        {
          path: tab.path,
          label: textKey(declaration, `section_tabs.${key}`),
          screen: screen.tabScreen ?? 'DeclaredTabScreen',
          list: sectionTabList(declaration, key, tab),
        },
      ]),
    ),
  });
};

/**
 * A declared section mounted as App.tsx mounts every section (routing/mountSection.tsx): routes, tab bar, sidebar
 * item, the list prefetch of each tab and its screens loaded on first visit.
 */
export const mountDeclaredSection = (declaration: Declared, ownScreens: OwnScreens = {}): Section | undefined => {
  const section = declaredSectionOf(declaration);
  if (!section) return undefined;
  // Its tabs name either the app's own screen (from its module) or the generic ones (bound to the declaration).
  const own = declaration.screen?.tabScreen;
  if (own === undefined)
    return mountSection(section as SectionDeclaration<string, 'DeclaredTabScreen' | 'SingletonScreen'>, () =>
      import('./index').then((screens) => screens.sectionScreensOf(declaration)),
    );
  const load = ownScreens[own];
  if (!load) throw new Error(`Resource "${declaration.name}": no screen "${own}" in src/ownScreens.ts`);
  // The module is found by name at run time: a screen it lacks is mountSection's error on first visit.
  return mountSection(section as SectionDeclaration<string, never>, load);
};

/**
 * The app's sections (in sidebar order) with every declared main-menu section placed among them: after the section
 * its `menu.after` names, else before Settings (else last). A new section comes with its declaration alone.
 */
export const withDeclaredSections = <S extends Record<string, Section>>(
  sections: S,
  declarations: readonly Declared[] = declaredResources,
  ownScreens: OwnScreens = {},
): S & Record<string, Section> => {
  const entries: [string, Section][] = Object.entries(sections);
  // A section that follows another declared one is placed once that one is (jobs follow magazines).
  const placedLast = (declaration: Declared) =>
    declarations.some((other) => other.name === declaration.screen?.menu?.after);
  const ordered = [...declarations.filter((each) => !placedLast(each)), ...declarations.filter(placedLast)];
  for (const declaration of ordered) {
    const mounted = mountDeclaredSection(declaration, ownScreens);
    if (!mounted) continue;
    const after = declaration.screen?.menu?.after;
    const index = after
      ? entries.findIndex(([key]) => key === after) + 1
      : entries.findIndex(([key]) => key === 'settings');
    if (after && index === 0) throw new Error(`Resource "${declaration.name}": no section "${after}" to follow`);
    if (entries.some(([key]) => key === declaration.name))
      throw new Error(`Resource "${declaration.name}": a section of that name exists`);
    entries.splice(index < 0 ? entries.length : index, 0, [declaration.name, mounted]);
  }
  return Object.fromEntries(entries) as S & Record<string, Section>;
};
