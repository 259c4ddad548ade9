import type { ResourceName } from '../../dataProvider';

/** The three category kinds of Settings > Categories, with their fields and the catalogue keys of their texts. */
export interface CategoryKind {
  value: string;
  tab: string;
  resource: ResourceName;
  name: string;
  status: string;
  added: string;
  updated: string;
  statusToast: Record<'Active' | 'Inactive', string>;
  statusFailure: string;
}

/** A kind whose texts sit under `app.categories.<value with _>` in the catalogue. */
const kind = (value: string, resource: ResourceName, field: string): CategoryKind => {
  const texts = `app.categories.${value.replace('-', '_')}`;
  return {
    value,
    tab: `app.categories.tabs.${value.replace('-', '_')}`,
    resource,
    name: `${field}Name`,
    status: `${field}Status`,
    added: `${texts}.added`,
    updated: `${texts}.updated`,
    statusToast: { Active: `${texts}.now_active`, Inactive: `${texts}.now_inactive` },
    statusFailure: `${texts}.status_failure`,
  };
};

export const categoryKinds: CategoryKind[] = [
  kind('news', 'postCategories', 'postCategory'),
  kind('short-videos', 'shortCategories', 'shortCategory'),
  kind('novels', 'novelCategories', 'novelCategory'),
];
