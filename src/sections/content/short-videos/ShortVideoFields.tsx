import { SelectInput, useGetList } from 'react-admin';
import { limits, messages, rules, validDateTime, videoTypes, type Rule } from '#contract/rules';
import { contentFileInput } from '../contentFileInput';
import { resourceName } from '../../../dataProvider';
import { DateTimeInput } from '../../../forms/DateTimeInput';

/** The active short video categories, for the form and the filter. */
export const useShortCategories = () =>
  useGetList(resourceName('shortCategories'), { filter: { status: 'Active' }, pagination: { page: 1, perPage: 100 } });

/** Category and start date-time of a short video (spec section 5). */
export const ShortVideoFields = ({ disabled, timeRule }: { disabled: boolean; timeRule: Rule }) => {
  const { data: categories = [] } = useShortCategories();
  return (
    <>
      <SelectInput
        source="shortCategory"
        label="app.shortVideos.fields.category"
        choices={categories}
        optionText="shortCategoryName"
        validate={rules.short.shortCategory}
        disabled={disabled}
        fullWidth
      />
      <DateTimeInput
        source="shortPostedOn"
        label="app.shortVideos.fields.postedOn"
        validate={[validDateTime, timeRule]}
        disabled={disabled}
        fullWidth
      />
    </>
  );
};

/** The video picker: one of the video types, 10 MB or less. */
export const ShortVideoInput = contentFileInput({
  source: 'shortVideo',
  label: 'app.shortVideos.video_label',
  hint: 'app.shortVideos.video_hint',
  typeMessage: 'app.shortVideos.video_type',
  extensions: videoTypes.map((type) => `.${type}`),
  // "10MB or less": a file of exactly 10 MB passes.
  maxBytes: limits.videoMaxBytes + 1,
  sizeMessage: messages.videoSize,
  requiredMessage: messages.videoRequired,
});
