import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { limits, messages, notInPast, parseDateTime, required, type Rule } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { FormDialog } from '../../forms/FormDialog';
import { resourceName, UNEXPECTED_ERROR, UploadError } from '../../dataProvider';
import { ChapterInputs } from './ChapterInputs';
import { apiDateTime, pickerDateTime } from '../../format/dates';
import { categoryOf, chaptersOf } from './format';
import { NovelFields } from './NovelFields';

const text = (value: unknown) => String(value ?? '').trim();

/** The form's values from a novel as the server sends it (category as its id, the start as the picker's). */
const formValuesOf = (novel: RaRecord): RaRecord => ({
  id: novel.id,
  updatedAt: novel.updatedAt,
  title: novel.title ?? '',
  novelCategory: categoryOf(novel).novelCategoryID ?? '',
  startDateTime: pickerDateTime(novel.startDateTime),
  comingSoon: novel.comingSoon === true,
  totalChapters: Number(novel.totalChapters ?? 0) || '',
  chapters: [],
});

/**
 * Add Novel and Edit Novel (spec section 5): the novel is created or saved, then its cover and chapter PDFs are
 * uploaded with their progress. A failed upload keeps the dialog open with the server's message ('Chapter upload
 * failed' when it gave none); submitting again updates the novel that was created.
 */
export const NovelFormDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => {
  const [progress, setProgress] = useState<Record<string, number>>({});
  const initial = record ? formValuesOf(record) : undefined;
  const initialStart = apiDateTime(initial?.startDateTime);

  /** On edit an unchanged start is kept as it is, so an active novel stays editable. */
  const startRule: Rule = (value) =>
    initial && apiDateTime(value) === initialStart ? undefined : notInPast(messages.pastDateTime)(value);

  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('novels')}
      record={initial}
      valuesOf={formValuesOf}
      title={record ? 'app.novels.edit_title' : 'app.novels.add_title'}
      success={record ? 'app.novels.updated' : 'app.novels.added'}
      meta={{ onUploadProgress: (field, fraction) => setProgress((all) => ({ ...all, [field]: fraction })) }}
      failure={(error) => {
        if (record) return UNEXPECTED_ERROR;
        return error instanceof UploadError ? 'app.novels.chapter_failed' : 'app.novels.creation_failed';
      }}
      transform={(values) => {
        const start = apiDateTime(values.startDateTime);
        const startDate = parseDateTime(start);
        const totalChapters = Number(values.totalChapters);
        const chapters = Array.isArray(values.chapters) ? values.chapters.slice(0, totalChapters) : [];
        return {
          title: text(values.title),
          novelCategory: values.novelCategory,
          ...(initial && start === initialStart ? {} : { startDateTime: start }),
          comingSoon: Boolean(startDate && startDate > new Date()) && values.comingSoon === true,
          totalChapters,
          novelImage: values.novelImage,
          chapters,
        };
      }}
    >
      <FileUploadInput
        source="novelImage"
        label="app.novels.fields.cover"
        hint="app.novels.fields.cover_hint"
        accept=".png,.jpg,.jpeg"
        progress={progress.novelImage}
        preview
        currentUrl={typeof record?.coverImage === 'string' ? record.coverImage : undefined}
        validate={[
          ...(record ? [] : [required(messages.imageRequired)]),
          fileExtension(['.png', '.jpg', '.jpeg'], 'app.novels.fields.cover_type'),
          fileSize(limits.imageMaxBytes, messages.imageSize),
        ]}
      />
      <NovelFields novel={record} startRule={startRule} />
      <ChapterInputs uploaded={record ? chaptersOf(record) : []} progress={progress.chapters} />
    </FormDialog>
  );
};
