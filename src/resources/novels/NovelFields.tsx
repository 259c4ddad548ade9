import { useEffect } from 'react';
import type { RaRecord } from 'react-admin';
import { BooleanInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { parseDateTime, rules, type Rule } from '#contract/rules';
import { resourceName } from '../../dataProvider';
import { categoryOf } from './format';
import { DateTimeInput } from '../../forms/DateTimeInput';

/** The active novel categories, and the novel's own one even when it has been made inactive since. */
const useCategoryChoices = (novel?: RaRecord) => {
  const { data = [] } = useGetList(resourceName('novelCategories'), {
    filter: { status: 'Active' },
    pagination: { page: 1, perPage: 100 },
  });
  const own = novel ? categoryOf(novel) : undefined;
  const choices = data.map((row) => ({ id: String(row.id), name: String(row.novelCategoryName ?? '') }));
  if (own?.novelCategoryID && !choices.some((choice) => choice.id === own.novelCategoryID))
    choices.push({ id: own.novelCategoryID, name: own.novelCategoryName ?? '' });
  return choices;
};

/** Coming Soon is enabled only while the chosen start is ahead (spec section 4); otherwise it is cleared. */
const ComingSoonInput = () => {
  const start = parseDateTime(useWatch({ name: 'startDateTime' }));
  const future = Boolean(start && start > new Date());
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    if (!future && getValues('comingSoon') === true) setValue('comingSoon', false);
  }, [future, getValues, setValue]);
  return (
    <BooleanInput
      source="comingSoon"
      label="app.novels.fields.coming_soon"
      disabled={!future}
      validate={rules.novel.comingSoon}
    />
  );
};

/** Category, Novel Title, No Of Chapters, start and Coming Soon; shared by Add Novel and Edit Novel. */
export const NovelFields = ({ novel, startRule }: { novel?: RaRecord; startRule: Rule }) => {
  const choices = useCategoryChoices(novel);
  return (
    <>
      <SelectInput
        source="novelCategory"
        label="app.novels.fields.category"
        choices={choices}
        validate={rules.novel.novelCategory}
        fullWidth
      />
      <TextInput source="title" label="app.novels.fields.title" validate={rules.novel.title} fullWidth />
      <DateTimeInput
        source="startDateTime"
        label="app.novels.fields.start"
        validate={[...rules.novel.startDateTime, startRule]}
        fullWidth
      />
      <ComingSoonInput />
      <TextInput
        source="totalChapters"
        label="app.novels.fields.chapters"
        type="number"
        validate={rules.novel.totalChapters}
        fullWidth
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
    </>
  );
};
