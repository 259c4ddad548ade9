import type { RaRecord, TranslateFunction } from 'react-admin';
import { dailyQuotes } from '#contract/content/daily-quotes';
import { pickerDateTime, numericDateTime } from '../../../format/dates';
import { contentKindOf, type CardContentKind } from '../contentKind';
import { QuoteDateFilter } from './QuoteDateFilter';
import { QuoteFields, QuoteImageInput, today } from './QuoteFields';
import { QUOTE_SIZE, QuoteMedia } from './QuoteMedia';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A quote's card: the server's thumbnail (the full image when there is none) and its scheduled date. */
const card = (record: RaRecord, translate: TranslateFunction) => {
  const when = numericDateTime(record.scheduledDate);
  return {
    media: {
      type: 'image' as const,
      src: text(record.dailyQuoteThumbnailURL) ?? text(record.dailyQuoteMediaURL),
      ...QUOTE_SIZE,
    },
    name: translate('app.daily_quotes.card_name', { when }),
    lines: [translate('app.daily_quotes.scheduled_line', { when })],
  };
};

/** Daily quotes as a content kind (contract/content/daily-quotes.ts): a grid of image cards, filtered by date. */
export const dailyQuoteKind: CardContentKind = contentKindOf(dailyQuotes, {
  card,
  aspectRatio: `${QUOTE_SIZE.width} / ${QUOTE_SIZE.height}`,
  Filter: QuoteDateFilter,
  Media: QuoteMedia,
  FileInput: QuoteImageInput,
  Fields: QuoteFields,
  formValues: (record) => ({
    dailyQuotePublishDate: pickerDateTime(record.dailyQuotePublishDate).slice(0, 10),
    dailyQuoteMediaURL: record.dailyQuoteMediaURL ?? '',
  }),
  staleFields: {
    scheduledDate: 'app.daily_quotes.fields.scheduled_date',
    dailyQuoteMediaURL: 'app.daily_quotes.image_label',
  },
  // The posted date is read-only: today for a new quote, never sent on an edit.
  toData: (_values, mode) => (mode === 'create' ? { dailyQuotePublishDate: today() } : {}),
});
