import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { fieldsOf } from '../declaration/declared';
import { textKey } from '../declaration/texts';
import { en } from './en';
import { firstScreen } from './first-screen';
import { i18nProvider } from '../test/i18n';

/** Every text of the catalogues, plural forms split. */
const values = (node: object): string[] =>
  Object.values(node).flatMap((value) => (typeof value === 'string' ? value.split(' |||| ') : values(value as object)));

// Screen texts of spec sections 2, 4 and 8 that the built screens show, word for word.
const specTexts = [
  'Page Not Found',
  'Sorry, the page you are looking for does not exist or has been moved.',
  'Login',
  'Logging...',
  'Login successfully',
  'Invalid Credentials',
  'There was an error processing your request. Please try again.',
  'Logout successfully',
  'Dashboard',
  'Reporter',
  'Post',
  'Short Video',
  'Novels',
  'Daily Quotes',
  'Magazines',
  'Jobs',
  'Settings',
  'Sign Out',
  'Admin',
  'New Reporters',
  'Reporters',
  'Inactive Reporters',
  'Trash Reporters',
  'New Reporter',
  'Active Reporter',
  'Active Reporters',
  'Inactive Reporter',
  'Trash Reporter',
  '+ Add New Reporter',
  'Search for Reporter ...',
  'Guest Reporter',
  'S.No',
  'First Name',
  'Last Name',
  'Mobile Number',
  'Reporter Type',
  'Published Posts',
  'Trash Posts',
  'Status',
  'Actions',
  'Approve',
  'Reject',
  'Are You Sure Want To Delete?',
  'Confirm To Delete Selected Reporters',
  'Are You Sure Want To Reject?',
  'Confirm To Reject the Reporter',
  'No data available for export.',
  'No data available',
  'Previous',
  'Next',
  'Cancel',
  'Confirm',
  'Add Reporter',
  'Edit Reporter',
  'Reporter Added successfully',
  'Reporter details updated successfully',
  'Reporter status is Approved',
  'Reporter Rejected Successfully',
  'Reporter is Active',
  'Reporter is Inactive',
  'Reporter moved to Trash',
  'Reporter status updated successfully',
  'Error updating reporter status',
  'News',
  'Short Videos',
  'No news available.',
  'No Short Videos available.',
  'No Daily Quotes available.',
  'Show More',
  'Show Less',
  'File Uploaded successfully',
  'Categories',
  'Ad Management',
  'Languages',
  'Inactive Languages',
  'Language Name',
  'Add Language',
  'Edit Language',
  'Language Added successfully',
  'Language updated successfully',
  'Language is Active',
  'Language is Inactive',
  'Error updating Language status',
  'Create New Category',
  'Category Name',
  'Post category Added successfully',
  'Post Category updated successfully',
  'Video category Added successfully',
  'Video Category updated successfully',
  'Novel category Added successfully',
  'Novel Category updated successfully',
  'Post Category is Active',
  'Video Category is Inactive',
  'Novel Category is Active',
];

describe('the catalogue', () => {
  const texts = new Set([...values(firstScreen), ...values(en)]);

  it.each(specTexts)('holds the spec text %j', (text) => {
    expect(texts).toContain(text);
  });

  it.each([
    [0, 'Inactive Reporters'],
    [1, 'Inactive Reporter'],
    [2, 'Inactive Reporters'],
  ])('picks the plural form by smart_count: %i reads %s', (count, text) => {
    expect(i18nProvider.translate('app.resources.reporters.section_counts.inactive', { smart_count: count })).toBe(
      text,
    );
  });

  it("overrides react-admin's defaults that the spec words differently", () => {
    expect(i18nProvider.translate('ra.navigation.no_results')).toBe('No data available');
    expect(i18nProvider.translate('ra.navigation.previous')).toBe('Previous');
    expect(i18nProvider.translate('ra.navigation.next')).toBe('Next');
  });

  it('holds every key the screens name literally (a missing key would show as its name)', () => {
    const files = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const used = new Set(
      files.flatMap((file) =>
        [...fs.readFileSync(path.join('src', file), 'utf8').matchAll(/['"](app\.[a-z_]+(?:\.[A-Za-z_]+)+)['"]/g)].map(
          ([, key]) => key,
        ),
      ),
    );
    const missing = [...used].filter((key) => i18nProvider.translate(key, { smart_count: 1 }) === key);
    expect(used.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it.each(declaredResources.map((declaration) => [declaration.name, declaration] as const))(
    'holds the generated keys of the declared resource %s, each reading as its declaration writes it',
    (_, declaration) => {
      const { screen, api } = declaration;
      const expected: [string, string | undefined][] = [
        ['title', screen?.title],
        ['settings_tab', screen?.menu?.settingsTab],
        ['added', api.create?.message],
        ['updated', api.update?.message],
        ['status_failure', api.status?.failure],
        ...fieldsOf(declaration).map(([name, field]): [string, string | undefined] => [`fields.${name}`, field.label]),
        ...Object.entries(screen?.headers ?? {}).map(([name, text]): [string, string | undefined] => [
          `headers.${name}`,
          String(text),
        ]),
      ];
      const given = expected.filter((entry): entry is [string, string] => entry[1] !== undefined);
      expect(given.length).toBeGreaterThan(1);
      for (const [text, value] of given) expect(i18nProvider.translate(textKey(declaration, text))).toBe(value);
      if (screen?.count)
        expect(i18nProvider.translate(textKey(declaration, 'count'), { smart_count: 2 })).toBe(screen.count[1]);
    },
  );

  it('shows a text that is not a key, such as a server or validation message, as it is', () => {
    expect(i18nProvider.translate('Mobile Number is required')).toBe('Mobile Number is required');
  });
});
