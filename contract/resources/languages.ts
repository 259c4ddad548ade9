import { defineResource } from '../resource';
import { maxLength, messages, required } from '../rules';

export const languages = defineResource({
  name: 'languages',
  table: 'languages',
  id: 'languageID',
  fields: {
    languageName: {
      type: 'text',
      column: 'name',
      max: 100,
      unique: 'Language already exists',
      rules: [required(messages.languageNameRequired), maxLength(100, messages.max100)],
      input: 'Required, at most 100 characters',
      label: 'Language Name',
      list: true,
      form: true,
      order: 'asc',
    },
    languageStatus: {
      type: 'status',
      column: 'status',
      values: ['Active', 'Inactive'],
      default: 'Active',
      label: 'Status',
      list: 'toggle',
    },
  },
  search: { fields: { languageName: 'A' } },
  api: {
    tag: 'Languages',
    list: {
      path: '/language/get',
      key: 'languageData',
      summary: 'All languages, split into active and inactive, by name',
      groupedBy: 'languageStatus',
      groups: { Active: 'activeLanguages', Inactive: 'inActiveLanguages' },
    },
    get: { path: '/language/get/{id}', key: 'languageData' },
    create: { path: '/language/create', key: 'languageData', message: 'Language Added successfully' },
    update: { path: '/language/update/{id}', key: 'languageData', message: 'Language updated successfully' },
    status: {
      path: '/language/status/{id}',
      key: 'languageData',
      message: 'Language is {status}',
      failure: 'Error updating Language status',
    },
  },
  screen: {
    path: '/settings/languages',
    menu: { settingsTab: 'Languages' },
    title: 'Languages',
    pageSize: 10,
    tabs: {
      by: 'languageStatus',
      labels: { Active: 'Languages', Inactive: 'Inactive Languages' },
      name: 'Language status',
    },
    count: ['Language', 'Languages'],
    add: 'Add Language',
    addTitle: 'Add Language',
    editTitle: 'Edit Language',
  },
});
