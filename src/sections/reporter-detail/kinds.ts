import type { Identifier, RaRecord, TranslateFunction } from 'react-admin';
import type { MediaCardProps } from '../../media/MediaCard';
import { isAhead, type ContentKind } from '../content/contentKind';
import { dailyQuoteKind } from '../content/daily-quotes/dailyQuoteKind';
import { postKind } from '../content/posts/postKind';
import { shortVideoKind } from '../content/short-videos/shortVideoKind';
import { numericDateTime } from '../../format/dates';
import { reporterDetailSection } from './section';
import type { ResourceName } from '../../dataProvider';

export interface ContentField {
  label: string;
  value: string;
}

/** One post, short video or daily quote as the cards and the detail modal show it. */
export interface ContentItem {
  id: Identifier;
  /** The card's first line. */
  heading: string;
  /** The card's further lines. */
  details: string[];
  media: { type: 'image' | 'video'; src: string | null; preview: string | null; alt: string };
  /** Scheduled items carry a tag on their card. */
  state: 'Published' | 'Scheduled' | 'Pending' | 'Trash';
}

interface KindBase {
  /** The child route under /view-reporter/{id}. */
  path: string;
  /** Catalogue key of the tab's text; `empty` is a key too. */
  tab: string;
  /** The data provider resource (src/dataProvider/entries.ts). */
  resource: ResourceName;
  empty: string;
  /** The content kind, whose modal its section opens too (review, edit, publish). */
  content: ContentKind;
}

/**
 * One tab of the reporter page: News, Short Videos or Daily Quotes. Its cards are its section's own (`card`, as the
 * Short Video and Daily Quotes grids show them) or the page's ContentCard (`toItem`, for posts, whose section is a
 * table).
 */
export type ReporterContentKind = KindBase &
  (
    | {
        card: (record: RaRecord, translate: TranslateFunction) => Omit<MediaCardProps, 'onOpen'>;
        toItem?: never;
        fit?: never;
      }
    | {
        /** The record as the card shows it, its texts translated. */
        toItem: (record: RaRecord, translate: TranslateFunction) => ContentItem;
        /** Photos fill their card. */
        fit: 'cover' | 'contain';
        card?: never;
      }
  );

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Scheduled items are Published ones whose time is still ahead; Rejected ones are shown as Trash. */
const stateOf = (status: unknown, scheduled: boolean): ContentItem['state'] => {
  if (status === 'Rejected') return 'Trash';
  if (status === 'Pending') return 'Pending';
  return scheduled ? 'Scheduled' : 'Published';
};

const field = (translate: TranslateFunction, name: string, value: string): ContentField => ({
  label: translate(`app.reporter_detail.fields.${name}`),
  value,
});

/** A card line such as 'Posted On: 05 Mar 2025, 02:30 PM'. */
const line = (translate: TranslateFunction, { label, value }: ContentField) =>
  translate('app.reporter_detail.detail_line', { label, value });

/** The date an item goes out, labelled for what it is. */
const whenField = (translate: TranslateFunction, state: ContentItem['state'], value: unknown) =>
  field(translate, state === 'Scheduled' ? 'scheduled_for' : 'posted_on', numericDateTime(value));

const postItem = (record: RaRecord, translate: TranslateFunction): ContentItem => {
  const state = stateOf(record.postStatus, isAhead(record, 'postedOn'));
  const title = text(record.postTitle);
  const category = text(record.postCategory?.postCategoryName);
  const language = text(record.postLanguage?.languageName);
  const location = text(record.postLocationDetails);
  const when = whenField(translate, state, record.postedOn);
  return {
    id: record.id,
    heading: title,
    details: [[category, language].filter(Boolean).join(' · '), location, line(translate, when)],
    media: {
      type: 'image',
      src: record.postImageURL ?? null,
      preview: record.postThumbnailURL ?? record.postImageURL ?? null,
      alt: title,
    },
    state,
  };
};

const { tabs } = reporterDetailSection;

export const contentKinds = {
  news: {
    path: tabs.news.path,
    tab: tabs.news.label,
    resource: 'reporterPosts',
    empty: 'app.reporter_detail.empty.news',
    fit: 'cover',
    toItem: postItem,
    content: postKind,
  },
  shortVideos: {
    path: tabs.shortVideos.path,
    tab: tabs.shortVideos.label,
    resource: 'reporterShorts',
    empty: 'app.reporter_detail.empty.shortVideos',
    content: shortVideoKind,
    card: shortVideoKind.card,
  },
  dailyQuotes: {
    path: tabs.dailyQuotes.path,
    tab: tabs.dailyQuotes.label,
    resource: 'reporterQuotes',
    empty: 'app.reporter_detail.empty.dailyQuotes',
    content: dailyQuoteKind,
    card: dailyQuoteKind.card,
  },
} as const satisfies Record<string, ReporterContentKind>;
