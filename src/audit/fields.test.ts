import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fieldLabel, fieldList, shownValue } from './fields';

/** The catalogue's texts with their values put in, as react-admin's translate gives them. */
const translate = (key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], en);
  return String(text).replace(/%\{(\w+)\}/g, (_all, name: string) => String(options[name]));
};

describe("an audit entry's fields and values", () => {
  it('names fields by their declared labels, a content field by its import header, others in words', () => {
    expect(fieldLabel('admins', 'twoFactorEnabled')).toBe('2FA');
    expect(fieldLabel('reporters', 'firstName')).toBe('First Name');
    expect(fieldLabel('posts', 'postTitle')).toBe('News Title');
    expect(fieldLabel('posts', 'postStatus')).toBe('Status');
    expect(fieldLabel('posts', 'postImageURL')).toBe('Post image URL');
    expect(fieldLabel('reporters', 'roleID')).toBe('Role ID');
  });

  it("reads yes/no in the field's own words, a referenced record by name, a date-time as the app writes it", () => {
    const admins = { resource: 'admins' };
    expect(shownValue(admins, 'twoFactorEnabled', true, translate)).toBe('On');
    expect(shownValue(admins, 'twoFactorEnabled', false, translate)).toBe('Off');
    expect(shownValue(admins, 'mustChangePassword', true, translate)).toBe('Yes');
    expect(shownValue(admins, 'lastName', null, translate)).toBe('—');
    const posts = { resource: 'posts' };
    expect(shownValue(posts, 'postCategory', { postCategoryID: 'c-1', postCategoryName: 'Politics' }, translate)).toBe(
      'Politics',
    );
    expect(shownValue(posts, 'postedOn', '2026-11-27T18:08:00.000Z', translate)).toMatch(/^2026-11-2[78] \d{2}:\d{2}$/);
    expect(shownValue(posts, 'postStatus', 'Published', translate)).toBe('Published');
  });

  it('lists fields in a sentence, with the values a revert puts back', () => {
    const posts = { resource: 'posts' };
    expect(fieldList(posts, ['postTitle'], translate)).toBe('the news title');
    expect(fieldList(posts, ['postTitle', 'postLocationDetails', 'postStatus'], translate)).toBe(
      'the news title, the location and the status',
    );
    expect(fieldList({ resource: 'admins' }, ['twoFactorEnabled'], translate, () => true)).toBe('the 2FA "On"');
  });
});
