import { lazyScreen } from '../custom/lazyScreen';
import type { SubPage } from '../section';
import type { Declared } from './declared';
import { screenOverrides } from './overrides';
import { textKey } from './texts';

const ListScreen = lazyScreen(() => import('.'), 'ListScreen');

/**
 * The Settings page of a declared resource: its route and tab from `screen`, and its list screen (loaded on first
 * visit), or the hand-written screen its declaration names. Several declarations sharing one path make one page
 * with a tab each (the category kinds).
 *
 * @example
 * const settingsPages = [settingsPageOf(languages)];
 */
export const settingsPageOf = (...declarations: [Declared, ...Declared[]]): SubPage => {
  const [first] = declarations;
  if (!first.screen) throw new Error(`Resource "${first.name}" declares no screen`);
  const Override = screenOverrides[first.name];
  return {
    path: first.screen.path,
    tab: textKey(first, 'settings_tab'),
    element: Override ? <Override /> : <ListScreen declarations={declarations} />,
  };
};
