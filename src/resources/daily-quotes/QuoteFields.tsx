import { TextInput } from 'react-admin';
import { limits, messages, required, validDateTime, type Rule } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { pickerDateTime } from '../../format/dates';

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
    <TextInput
      source="scheduledDate"
      label="app.daily_quotes.fields.scheduled_date"
      type="datetime-local"
      validate={[validDateTime, timeRule]}
      disabled={disabled}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  </>
);

const extensions = ['.png', '.jpg', '.jpeg', '.gif'];

/** The quote image picker: png, jpg, jpeg or gif under 2 MB, checked before anything is sent. */
export const QuoteImageInput = ({ required: isRequired, progress }: { required: boolean; progress?: number }) => (
  <FileUploadInput
    source="dailyQuoteImage"
    label="app.daily_quotes.image_label"
    hint="app.daily_quotes.image_hint"
    accept={extensions.join(',')}
    progress={progress}
    preview
    validate={[
      ...(isRequired ? [required(messages.imageRequired)] : []),
      fileExtension(extensions, 'app.daily_quotes.image_type'),
      fileSize(limits.imageMaxBytes, messages.imageSize),
    ]}
  />
);
