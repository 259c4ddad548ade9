import { SelectInput, TextInput, useGetList } from 'react-admin';
import { rules, type Rule } from '#contract/rules';
import { snapPastToday } from '../../../forms/snapPastToday';
import { resourceName } from '../../../dataProvider';
import { PostCategoryInput } from './PostCategoryInput';
import { DateTimeInput } from '../../../forms/DateTimeInput';
import { contentInput } from '../../../i18n/direction';

/**
 * The post's fields, shared by the post modal and Add New Post: category (with its add and edit modals) and language
 * (the active ones), location, News Title, News Description and the posted-on date-time (a time already past today
 * becomes the current minute).
 */
export const PostFields = ({ disabled, timeRule }: { disabled: boolean; timeRule: Rule }) => {
  const { data: categories = [] } = useGetList(resourceName('postCategories'), {
    filter: { status: 'Active' },
    pagination: { page: 1, perPage: 100 },
  });
  const { data: languages = [] } = useGetList(resourceName('languages'), {
    filter: { status: 'Active' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <>
      <PostCategoryInput categories={categories} disabled={disabled} />
      <SelectInput
        source="postLanguage"
        label="app.posts.fields.language"
        choices={languages}
        optionText="languageName"
        validate={rules.post.postLanguage}
        disabled={disabled}
        fullWidth
      />
      <TextInput
        source="postLocationDetails"
        label="app.posts.fields.location"
        validate={rules.post.postLocationDetails}
        disabled={disabled}
        fullWidth
      />
      <TextInput
        source="postTitle"
        label="app.posts.fields.title"
        validate={rules.post.postTitle}
        disabled={disabled}
        fullWidth
        {...contentInput}
      />
      <TextInput
        source="postDescription"
        label="app.posts.fields.description"
        validate={rules.post.postDescription}
        disabled={disabled}
        multiline
        minRows={3}
        fullWidth
        {...contentInput}
      />
      <DateTimeInput
        source="postedOn"
        label="app.posts.fields.postedOn"
        validate={[...rules.post.postedOn, timeRule]}
        parse={snapPastToday}
        disabled={disabled}
        fullWidth
      />
    </>
  );
};
