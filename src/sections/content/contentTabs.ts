import type { ContentDeclaration } from '#contract/content/content-declaration';
import type { ResourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';
import type { TabDeclaration } from '../../routing/section';
import { tabStatus, type ContentState, type ContentTab } from './contentKind';

/**
 * The list of a content tab: the items of one state, `perPage` to a page. The state is the route, so it is a
 * permanent filter; each tab keeps its own page and filters under `storeKey`, in the URL.
 */
export const contentTabList = (
  resource: ResourceName,
  storeKey: string,
  perPage: number,
  status: ContentState,
): ListRoute => ({ resource, storeKey, perPage, filter: { status } });

/**
 * The four tabs of a card section (Short Video, Daily Quotes; spec section 2) in the spec's order, each a route
 * shown by `screen`. Posts name and order their tabs their own way (posts/section.ts).
 */
export const contentSectionTabs = <Screen extends string>(
  { name: resource, screen: { area } }: ContentDeclaration & { name: ResourceName },
  screen: Screen,
  perPage: Record<ContentTab, number>,
) => {
  const tab = (key: ContentTab): TabDeclaration<Screen> & { list: ListRoute } => ({
    path: key,
    label: `app.${area}.tabs.${key}`,
    screen,
    list: contentTabList(resource, `${resource}.${key}`, perPage[key], tabStatus[key]),
  });
  return {
    published: tab('published'),
    scheduled: tab('scheduled'),
    pending: tab('pending'),
    rejected: tab('rejected'),
  };
};
