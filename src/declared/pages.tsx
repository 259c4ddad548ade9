import { declaredResources } from '#contract/resources/index';
import { lazyScreen } from '../routing/lazyScreen';
import type { SubPage } from '../routing/section';
import type { Declared } from '../declaration/declared';
import { declaredList, shownDeclaration } from './lists';
import { textKey } from '../declaration/texts';
import { opening } from '../access/access';

const ListScreen = lazyScreen(() => import('.'), 'ListScreen');

/**
 * The Settings page of a declared resource: its route and tab from `screen`, and its list screen (loaded on first
 * visit), with the list the app asks for alongside. Several declarations sharing one path make one page with a tab
 * each (the category kinds).
 *
 * @example
 * const settingsPages = [settingsPageOf(languages)];
 */
export const settingsPageOf = (...declarations: [Declared, ...Declared[]]): SubPage => {
  const [first] = declarations;
  if (!first.screen) throw new Error(`Resource "${first.name}" declares no screen`);
  return {
    path: first.screen.path,
    tab: textKey(first, 'settings_tab'),
    element: <ListScreen declarations={declarations} />,
    allows: opening(...declarations.map(({ name }) => name)),
    // A cards screen asks for its groups in one call of its own, not a react-admin list.
    list: first.screen.cards
      ? undefined
      : (search) => declaredList(shownDeclaration(declarations, search), declarations),
  };
};

/**
 * The Settings pages given (in the spec's tab order), then a page for each declared resource with a Settings tab
 * that is not among them: a new resource's page and tab come with its declaration alone.
 */
export const withDeclaredSettingsPages = (
  pages: SubPage[],
  declarations: readonly Declared[] = declaredResources,
): SubPage[] => {
  const placed = new Set(pages.map(({ path }) => path));
  const more = new Map<string, [Declared, ...Declared[]]>();
  for (const declaration of declarations) {
    const path = declaration.screen?.menu?.settingsTab ? declaration.screen.path : undefined;
    if (!path || placed.has(path)) continue;
    const group = more.get(path);
    if (group) group.push(declaration);
    else more.set(path, [declaration]);
  }
  return [...pages, ...[...more.values()].map((group) => settingsPageOf(...group))];
};
