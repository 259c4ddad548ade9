import type { RaRecord, TranslateFunction } from 'react-admin';
import { shortVideos } from '#contract/content/short-videos';
import { contentKindOf, contentState, type CardContentKind } from '../contentKind';
import { numericDateTime } from '../../../format/dates';
import { formatDuration } from '../../../format/duration';
import { ShortVideoFields, ShortVideoInput } from './ShortVideoFields';
import { SHORT_VIDEO_SIZE, ShortVideoFilter, ShortVideoMedia } from './ShortVideoMedia';

const categoryName = (record: RaRecord) =>
  String((record.shortCategory as { shortCategoryName?: string } | null)?.shortCategoryName ?? '');

/**
 * A short video's card: its video (poster first), its category as a tag, when it goes out and its length. The
 * spec's fixed counters ('35') are not shown: the server measures no views or likes.
 */
const card = (record: RaRecord, translate: TranslateFunction) => {
  const category = categoryName(record);
  const when = numericDateTime(record.shortPostedOn);
  const duration = formatDuration(record.shortDurationSeconds);
  const scheduled = contentState(record, shortVideos.fields.status, shortVideos.fields.time.field) === 'Schedule';
  return {
    media: {
      type: 'video' as const,
      src: typeof record.shortVideoURL === 'string' ? record.shortVideoURL : null,
      poster: typeof record.shortPosterURL === 'string' ? record.shortPosterURL : null,
      ...SHORT_VIDEO_SIZE,
    },
    name: translate('app.shortVideos.card_name', { category, when }),
    tag: category,
    lines: [
      translate(scheduled ? 'app.shortVideos.scheduled_for' : 'app.shortVideos.posted_on', { when }),
      ...(duration ? [translate('app.shortVideos.duration', { duration })] : []),
    ],
  };
};

/** Short videos as a content kind (contract/content/short-videos.ts): a grid of video cards. */
export const shortVideoKind: CardContentKind = contentKindOf(shortVideos, {
  card,
  aspectRatio: `${SHORT_VIDEO_SIZE.width} / ${SHORT_VIDEO_SIZE.height}`,
  Filter: ShortVideoFilter,
  Media: ShortVideoMedia,
  FileInput: ShortVideoInput,
  Fields: ShortVideoFields,
  formValues: (record) => ({
    shortCategory: (record.shortCategory as { shortCategoryID?: string } | null)?.shortCategoryID ?? '',
    shortVideoURL: record.shortVideoURL ?? '',
  }),
  staleFields: {
    shortCategory: 'app.shortVideos.fields.category',
    shortPostedOn: 'app.shortVideos.fields.postedOn',
    shortVideoURL: 'app.shortVideos.video_label',
  },
  toData: (values) => ({ shortCategory: values.shortCategory }),
});
