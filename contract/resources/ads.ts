import { defineResource } from '../resource';
import { messages, notInPast, required, rules } from '../rules';

const dateTime = 'yyyy-MM-dd HH:mm or ISO 8601';

/**
 * Ads (spec sections 2, 5 and 7): running and expired lists by time, an image uploaded after the create call, a start
 * and end, and an edit dialog that opens in view mode.
 */
export const ads = defineResource({
  name: 'ads',
  table: 'ads',
  id: 'adsID',
  noun: 'Ad',
  fields: {
    adsImageURL: {
      type: 'image',
      column: 'imageKey',
      thumbnail: 'adsThumbnailURL',
      upload: {
        path: '/ads/upload/{id}',
        field: 'adsImage',
        summary: "Upload or replace an ad's image (multipart field adsImage: .png, .jpg or .jpeg under 2 MB)",
      },
      createRules: [required(messages.imageRequired)],
      label: 'Upload Ad Image',
      list: true,
      form: true,
    },
    adsThumbnailURL: { type: 'image', column: 'thumbnailKey' },
    adsTitle: {
      type: 'text',
      column: 'title',
      max: 100,
      rules: rules.ad.adsTitle,
      input: 'Required, at most 100 characters',
      label: 'Ad Title',
      list: true,
      form: true,
    },
    startDateTime: {
      type: 'datetime',
      column: 'startAt',
      rules: rules.ad.startDateTime,
      createRules: [notInPast(messages.startDatePast)],
      changedRules: [notInPast(messages.pastDateTime)],
      input: `${dateTime}; not in the past`,
      label: 'Start Date',
      list: true,
      form: true,
    },
    expiryDateTime: {
      type: 'datetime',
      column: 'expiryAt',
      rules: rules.ad.expiryDateTime,
      input: `${dateTime}; after startDateTime`,
      label: 'End Date',
      list: true,
      form: true,
    },
    adStatus: {
      type: 'status',
      column: 'status',
      values: ['Active', 'Inactive'],
      default: 'Active',
      label: 'Status',
      list: 'toggle',
    },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  search: { fields: { adsTitle: 'A' } },
  api: {
    tag: 'Ads',
    list: {
      path: '/ads/filter/{status}',
      key: 'ads',
      summary: 'One page of running ads (not yet expired, newest start first) or expired ads (latest expiry first)',
      description:
        'endingWithin (running only; 400 on expired) keeps the running ads that end within that many days ' +
        '(N × 24 hours from now): the list behind the dashboard figure adsEndingSoon, counted the same way.',
      paginated: true,
      pageSize: 15,
    },
    get: { path: '/ads/get/{id}', key: 'ads', summary: 'One ad, for the edit modal (not listed in the spec)' },
    create: {
      path: '/ads/create',
      key: 'adsID',
      answer: 'id',
      message: 'Ad Added successfully',
      summary: 'Create an ad; its image is uploaded next with PUT /ads/upload/{id}',
    },
    update: {
      path: '/ads/update/{id}',
      key: 'ads',
      partial: true,
      message: 'Ad Updated successfully',
      summary: 'Edit an ad; fields left out keep their values, a changed start must not be in the past',
    },
    status: { path: '/ads/status/{id}', key: 'ads', message: 'Ad is {status}', failure: 'Error updating Ad status' },
  },
  screen: {
    path: '/settings/add-management',
    menu: { settingsTab: 'Ad Management' },
    title: 'Ad Management',
    pageSize: 15,
    views: { labels: { running: 'Running Ads', expired: 'Expired Ads' }, name: 'Ads' },
    chips: { endingWithin: 'Ending within %{smart_count} day |||| Ending within %{smart_count} days' },
    count: ['Ad', 'Ads'],
    add: '+ Create New Ad',
    addTitle: 'Add Ad',
    editTitle: 'Edit Ad',
    serial: 'S.No',
    columns: ['adsTitle', 'startDateTime', 'expiryDateTime', 'adsImageURL', 'adStatus'],
    headers: { adsTitle: 'Ad Name', adsImageURL: 'Ad image' },
    viewFirst: true,
    dateRange: { start: 'startDateTime', end: 'expiryDateTime', startFirst: 'Please select start date first' },
  },
  /** The running and expired lists, judged by the time of the call: server/src/ads/. */
  overrides: ['list'],
});
