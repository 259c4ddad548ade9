import { TextInput } from 'react-admin';
import { limits, messages, validDateTime, type Rule } from '#contract/rules';
import { contentFileInput } from '../contentFileInput';
import { pickerDateTime } from '../../../format/dates';
import { DateTimeInput } from '../../../forms/DateTimeInput';

/** Today as yyyy-MM-dd in the browser's time zone: a new quote's posted date. */
export const today = () => pickerDateTime(new Date()).slice(0, 10);

/** The posted date (read-only: today for a new quote) and the scheduled date-time (spec section 5). */
export const QuoteFields = ({ disabled, timeRule }: { disabled: boolean; timeRule: Rule }) => (
  <>
    <TextInput
      source="dailyQuotePublishDate"
      label="app.daily_quotes.fields.posted_date"
      type="date"
      defaultValue={today()}
      readOnly
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
    <DateTimeInput
      source="scheduledDate"
      label="app.daily_quotes.fields.scheduled_date"
      validate={[validDateTime, timeRule]}
      disabled={disabled}
      fullWidth
    />
  </>
);

/** The quote image picker: png, jpg, jpeg or gif under 2 MB. */
export const QuoteImageInput = contentFileInput({
  source: 'dailyQuoteImage',
  label: 'app.daily_quotes.image_label',
  hint: 'app.daily_quotes.image_hint',
  typeMessage: 'app.daily_quotes.image_type',
  extensions: ['.png', '.jpg', '.jpeg', '.gif'],
  maxBytes: limits.imageMaxBytes,
  sizeMessage: messages.imageSize,
  requiredMessage: messages.imageRequired,
  preview: true,
});
