import type { ResourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';
import type { TabDeclaration } from '../../routing/section';
import { tabStatus, type ContentTab, type MediaContentConfig } from './types';

/**
 * The four tabs of a media section (spec section 2) in the spec's order, each a route shown by `screen`, whose list
 * is the items of the tab's status, `perPage` to a page. Each tab keeps its own page and filters (`storeKey`), in
 * the URL.
 */
export const contentSectionTabs = <Screen extends string>(
  area: MediaContentConfig['area'],
  resource: ResourceName,
  screen: Screen,
  perPage: Record<ContentTab, number>,
) => {
  const tab = (key: ContentTab): TabDeclaration<Screen> & { list: ListRoute } => ({
    path: key,
    label: `app.${area}.tabs.${key}`,
    screen,
    list: { resource, storeKey: `${resource}.${key}`, perPage: perPage[key], filter: { status: tabStatus[key] } },
  });
  return {
    published: tab('published'),
    scheduled: tab('scheduled'),
    pending: tab('pending'),
    rejected: tab('rejected'),
  };
};
