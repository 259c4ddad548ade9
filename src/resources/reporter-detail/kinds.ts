import type { Identifier, RaRecord } from 'react-admin';
import { formatDateTime, formatDuration } from './format';

export interface ContentField {
  label: string;
  value: string;
}

/** One post, short video or daily quote as the cards and the detail modal show it. */
export interface ContentItem {
  id: Identifier;
  /** The card's accessible name. */
  name: string;
  /** The card's first line. */
  heading: string;
  /** The card's further lines. */
  details: string[];
  /** Posts only: the modal shows them above the fields. */
  title?: string;
  description?: string;
  media: { type: 'image' | 'video'; src: string | null; preview: string | null; alt: string };
  /** The state word of the modal title (spec section 4: Scheduled, Published, Trash or Pending). */
  state: 'Published' | 'Scheduled' | 'Pending' | 'Trash';
  fields: ContentField[];
}

/** One tab of the reporter page: News, Short Videos or Daily Quotes. */
export interface ContentKind {
  /** The child route under /view-reporter/{id}. */
  path: string;
  tab: string;
  /** The data provider resource (src/dataProvider/resources.ts). */
  resource: string;
  /** The noun of the modal title, e.g. 'Pending Post'. */
  noun: 'Post' | 'Video' | 'Quote';
  empty: string;
  /** Photos fill their card; vertical videos and square quote cards are shown whole. */
  fit: 'cover' | 'contain';
  toItem: (record: RaRecord) => ContentItem;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Scheduled items are Published ones whose time is still ahead; Rejected ones are shown as Trash. */
const stateOf = (status: unknown, scheduled: unknown): ContentItem['state'] => {
  if (status === 'Rejected') return 'Trash';
  if (status === 'Pending') return 'Pending';
  return scheduled === true ? 'Scheduled' : 'Published';
};

/** The date an item goes out, labelled for what it is. */
const whenField = (state: ContentItem['state'], value: unknown, posted = 'Posted On'): ContentField => ({
  label: state === 'Scheduled' ? 'Scheduled For' : posted,
  value: formatDateTime(value),
});

const postItem = (record: RaRecord): ContentItem => {
  const state = stateOf(record.postStatus, record.isScheduled);
  const title = text(record.postTitle);
  const category = text(record.postCategory?.postCategoryName);
  const language = text(record.postLanguage?.languageName);
  const location = text(record.postLocationDetails);
  const when = whenField(state, record.postedOn);
  return {
    id: record.id,
    name: title,
    heading: title,
    details: [[category, language].filter(Boolean).join(' · '), location, `${when.label}: ${when.value}`],
    title,
    description: text(record.postDescription),
    media: {
      type: 'image',
      src: record.postImageURL ?? null,
      preview: record.postThumbnailURL ?? record.postImageURL ?? null,
      alt: title,
    },
    state,
    fields: [
      { label: 'Category', value: category },
      { label: 'Language', value: language },
      { label: 'Location', value: location },
      when,
    ],
  };
};

const shortItem = (record: RaRecord): ContentItem => {
  const state = stateOf(record.shortStatus, record.isScheduled);
  const category = text(record.shortCategory?.shortCategoryName);
  const when = whenField(state, record.shortPostedOn);
  const duration = formatDuration(record.shortDurationSeconds);
  return {
    id: record.id,
    name: `${category} video, ${when.value}`,
    heading: category,
    details: [`${when.label}: ${when.value}`, duration && `Duration: ${duration}`].filter(Boolean),
    media: {
      type: 'video',
      src: record.shortVideoURL ?? null,
      preview: record.shortPosterURL ?? null,
      alt: `${category} video`,
    },
    state,
    fields: [
      { label: 'Category', value: category },
      ...(duration ? [{ label: 'Duration', value: duration }] : []),
      when,
    ],
  };
};

const quoteItem = (record: RaRecord): ContentItem => {
  const state = stateOf(record.dailyQuoteStatus, record.isScheduled);
  const scheduled = formatDateTime(record.scheduledDate);
  const posted = formatDateTime(record.dailyQuotePublishDate);
  return {
    id: record.id,
    name: `Daily quote, ${scheduled}`,
    heading: 'Daily Quote',
    details: [`Scheduled Date: ${scheduled}`, `Posted Date: ${posted}`],
    media: {
      type: 'image',
      src: record.dailyQuoteMediaURL ?? null,
      preview: record.dailyQuoteThumbnailURL ?? record.dailyQuoteMediaURL ?? null,
      alt: 'Daily quote',
    },
    state,
    fields: [
      { label: 'Posted Date', value: posted },
      { label: 'Scheduled Date', value: scheduled },
    ],
  };
};

export const contentKinds = {
  news: {
    path: 'news',
    tab: 'News',
    resource: 'reporterPosts',
    noun: 'Post',
    empty: 'No news available.',
    fit: 'cover',
    toItem: postItem,
  },
  shortVideos: {
    path: 'shortVideos',
    tab: 'Short Videos',
    resource: 'reporterShorts',
    noun: 'Video',
    empty: 'No Short Videos available.',
    fit: 'contain',
    toItem: shortItem,
  },
  dailyQuotes: {
    path: 'dailyQuotes',
    tab: 'Daily Quotes',
    resource: 'reporterQuotes',
    noun: 'Quote',
    empty: 'No Daily Quotes available.',
    fit: 'contain',
    toItem: quoteItem,
  },
} as const satisfies Record<string, ContentKind>;
