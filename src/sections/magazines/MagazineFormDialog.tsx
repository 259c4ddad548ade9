import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { TextInput } from 'react-admin';
import { limits, messages, notBeforeTodayUtc, required, rules, type Rule } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { FormDialog } from '../../forms/FormDialog';
import { resourceName } from '../../dataProvider';
import { contentInput } from '../../i18n/direction';

const text = (value: unknown) => String(value ?? '').trim();

/** The form's values of a magazine as the server sends it. */
const formValuesOf = (record: RaRecord) => ({
  id: record.id,
  updatedAt: record.updatedAt,
  name: record.name ?? '',
  startDate: record.startDate ?? '',
  expiryDate: record.expiryDate ?? '',
});

const dateProps = { type: 'date', fullWidth: true, slotProps: { inputLabel: { shrink: true } } } as const;

/**
 * Add Magazine and Edit Magazine (spec section 5): the magazine is created or saved, then its PDF is uploaded with
 * the progress shown; the server renders the pages afterwards, which the card and the dialog follow. The PDF is
 * required on add and replaces the pages on edit. On edit only a changed start is checked against today.
 */
export const MagazineFormDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const initial = record && formValuesOf(record);
  const startRule: Rule = (value) =>
    initial && text(value) === initial.startDate ? undefined : notBeforeTodayUtc(messages.startDatePast)(value);
  const fields = record ? rules.magazine : rules.magazineCreate;

  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('magazines')}
      record={initial}
      valuesOf={formValuesOf}
      title={record ? 'app.magazines.edit_title' : 'app.magazines.add_title'}
      success={record ? 'app.magazines.updated' : 'app.magazines.added'}
      meta={{ onUploadProgress: (_field, fraction) => setProgress(fraction) }}
      transform={(values) => ({
        name: text(values.name),
        startDate: text(values.startDate),
        expiryDate: text(values.expiryDate),
        magazineFile: values.magazineFile,
      })}
    >
      <FileUploadInput
        source="magazineFile"
        label="app.magazines.fields.file"
        hint={record ? 'app.magazines.fields.file_replace_hint' : 'app.magazines.fields.file_hint'}
        accept=".pdf,application/pdf"
        progress={progress}
        validate={[
          ...(record ? [] : [required(messages.magazineFileRequired)]),
          fileExtension(['.pdf'], 'app.magazines.fields.file_type'),
          fileSize(limits.magazinePdfMaxBytes, messages.magazineFileSize),
        ]}
      />
      <TextInput source="name" label="app.magazines.fields.name" validate={fields.name} fullWidth {...contentInput} />
      <TextInput
        source="startDate"
        label="app.magazines.fields.start"
        validate={[...rules.magazine.startDate, startRule]}
        {...dateProps}
      />
      <TextInput source="expiryDate" label="app.magazines.fields.expiry" validate={fields.expiryDate} {...dateProps} />
    </FormDialog>
  );
};
