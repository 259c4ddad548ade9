/** The three category kinds of Settings > Categories, with their fields and the texts of spec section 8. */
export interface CategoryKind {
  value: string;
  tab: string;
  resource: string;
  name: string;
  status: string;
  added: string;
  updated: string;
  statusToast: (status: string) => string;
  statusFailure: string;
}

export const categoryKinds: CategoryKind[] = [
  {
    value: 'news',
    tab: 'News',
    resource: 'postCategories',
    name: 'postCategoryName',
    status: 'postCategoryStatus',
    added: 'Post category Added successfully',
    updated: 'Post Category updated successfully',
    statusToast: (status) => `Post Category is ${status}`,
    statusFailure: 'Error updating Post Category status',
  },
  {
    value: 'short-videos',
    tab: 'Short Videos',
    resource: 'shortCategories',
    name: 'shortCategoryName',
    status: 'shortCategoryStatus',
    added: 'Video category Added successfully',
    updated: 'Video Category updated successfully',
    statusToast: (status) => `Video Category is ${status}`,
    statusFailure: 'Error updating Video Category status',
  },
  {
    value: 'novels',
    tab: 'Novels',
    resource: 'novelCategories',
    name: 'novelCategoryName',
    status: 'novelCategoryStatus',
    added: 'Novel category Added successfully',
    updated: 'Novel Category updated successfully',
    statusToast: (status) => `Novel Category is ${status}`,
    statusFailure: 'Error updating Novel Category status',
  },
];
