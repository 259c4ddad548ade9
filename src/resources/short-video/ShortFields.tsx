import { SelectInput, TextInput, useGetList } from 'react-admin';
import { limits, messages, required, rules, validDateTime, videoTypes, type Rule } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { resourceName } from '../../dataProvider';

/** The active short video categories, for the form and the filter. */
export const useShortCategories = () =>
  useGetList(resourceName('shortCategories'), { filter: { status: 'Active' }, pagination: { page: 1, perPage: 100 } });

/** Category and start date-time of a short video (spec section 5). */
export const ShortFields = ({ disabled, timeRule }: { disabled: boolean; timeRule: Rule }) => {
  const { data: categories = [] } = useShortCategories();
  return (
    <>
      <SelectInput
        source="shortCategory"
        label="app.short_video.fields.category"
        choices={categories}
        optionText="shortCategoryName"
        validate={rules.short.shortCategory}
        disabled={disabled}
        fullWidth
      />
      <TextInput
        source="shortPostedOn"
        label="app.short_video.fields.postedOn"
        type="datetime-local"
        validate={[validDateTime, timeRule]}
        disabled={disabled}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      />
    </>
  );
};

const extensions = videoTypes.map((type) => `.${type}`);

/** The video picker: checked for type and size (10 MB or less) before anything is sent. */
export const ShortVideoInput = ({ required: isRequired, progress }: { required: boolean; progress?: number }) => (
  <FileUploadInput
    source="shortVideo"
    label="app.short_video.video_label"
    hint="app.short_video.video_hint"
    accept={extensions.join(',')}
    progress={progress}
    validate={[
      ...(isRequired ? [required(messages.videoRequired)] : []),
      fileExtension(extensions, 'app.short_video.video_type'),
      // "10MB or less": a file of exactly 10 MB passes.
      fileSize(limits.videoMaxBytes + 1, messages.videoSize),
    ]}
  />
);
