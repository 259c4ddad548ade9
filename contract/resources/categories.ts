import type { ResourceDeclaration } from '../resource';
import { rules } from '../rules';

const nameField = {
  type: 'text',
  column: 'name',
  max: 100,
  unique: 'Category already exists',
  rules: rules.categoryName,
  input: 'Required, at most 100 characters',
  label: 'Category Name',
  list: true,
  form: true,
} as const;

const statusField = {
  type: 'status',
  column: 'status',
  values: ['Active', 'Inactive'],
  default: 'Active',
  label: 'Status',
  list: 'toggle',
} as const;

/**
 * The three category kinds (spec sections 3, 7 and 8) share one table and their calls; names and messages differ.
 * Checked with `satisfies` rather than defineResource: inside the factory the field names are still a type
 * parameter, and each call gives the declaration its exact keys.
 */
const categoryKind = <const Name extends string, const Field extends string>(kind: {
  name: Name;
  kind: 'post' | 'short' | 'novel';
  /** The field prefix: postCategoryID, postCategoryName, postCategoryStatus. */
  field: Field;
  prefix: `/${string}`;
  tag: string;
  dataKey: string;
  /** What the create message calls it ("Post category Added successfully"). */
  added: string;
  /** What the update and status messages call it ("Post Category is Active"). */
  called: string;
  /** Its tab on the Categories page: the text and the value in the URL. */
  tab: { value: string; label: string };
  /** What it is called in running text (the activity log). */
  nouns: readonly [string, string];
}) =>
  ({
    name: kind.name,
    table: 'categories',
    id: `${kind.field}ID` as `${Field}ID`,
    noun: 'Category',
    nouns: kind.nouns,
    scope: { kind: kind.kind },
    fields: { [`${kind.field}Name`]: nameField, [`${kind.field}Status`]: statusField } as Record<
      `${Field}Name`,
      typeof nameField
    > &
      Record<`${Field}Status`, typeof statusField>,
    search: {
      fields: { [`${kind.field}Name`]: 'A' },
      path: `/settings/categories?kind=${kind.tab.value}&show={id}`,
    },
    api: {
      tag: kind.tag,
      list: {
        path: `${kind.prefix}/filter/{status}`,
        key: kind.name,
        summary: 'One page of categories, newest first; status All or Active',
        paginated: true,
        pageSize: 10,
        views: ['All', 'Active'],
      },
      get: { path: `${kind.prefix}/get/{id}`, key: kind.dataKey },
      create: { path: `${kind.prefix}/create`, key: kind.dataKey, message: `${kind.added} Added successfully` },
      update: { path: `${kind.prefix}/update/{id}`, key: kind.dataKey, message: `${kind.called} updated successfully` },
      status: {
        path: `${kind.prefix}/status/{id}`,
        key: kind.dataKey,
        message: `${kind.called} is {status}`,
        failure: `Error updating ${kind.called} status`,
      },
    },
    screen: {
      path: '/settings/categories',
      menu: { settingsTab: 'Categories' },
      title: 'Categories',
      pageSize: 10,
      count: ['Category', 'Categories'],
      add: 'Create New Category',
      addTitle: 'Create New Category',
      editTitle: 'Edit Category',
      headers: { [`${kind.field}Name`]: 'Category' },
      kind: { ...kind.tab, name: 'Category kind' },
    },
  }) satisfies ResourceDeclaration;

export const postCategories = categoryKind({
  name: 'postCategories',
  kind: 'post',
  field: 'postCategory',
  prefix: '/post/category',
  tag: 'Post categories',
  dataKey: 'PostCategoryData',
  added: 'Post category',
  called: 'Post Category',
  tab: { value: 'news', label: 'News' },
  nouns: ['post category', 'post categories'],
});

export const shortCategories = categoryKind({
  name: 'shortCategories',
  kind: 'short',
  field: 'shortCategory',
  prefix: '/shorts/category',
  tag: 'Short video categories',
  dataKey: 'shortCategoryData',
  added: 'Video category',
  called: 'Video Category',
  tab: { value: 'short-videos', label: 'Short Videos' },
  nouns: ['short video category', 'short video categories'],
});

export const novelCategories = categoryKind({
  name: 'novelCategories',
  kind: 'novel',
  field: 'novelCategory',
  prefix: '/novel/category',
  tag: 'Novel categories',
  dataKey: 'novelCategoryData',
  added: 'Novel category',
  called: 'Novel Category',
  tab: { value: 'novels', label: 'Novels' },
  nouns: ['novel category', 'novel categories'],
});
