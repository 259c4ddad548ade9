import { Box } from '@mui/material';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { kindRuleOf } from '#contract/field-kinds';
import type { FieldDeclaration } from '#contract/resource';
import { limits, messages, type Rule } from '#contract/rules';
import { apiDateTime, pickerDateTime } from '../format/dates';
import { DateTimeInput } from '../forms/DateTimeInput';
import { FormDialog } from '../forms/FormDialog';
import { UploadError } from '../dataProvider';
import { fileExtension, fileSize } from '../media/fileRules';
import { FileUploadInput } from '../media/FileUploadInput';
import { fieldsOf, recordNameOf, type Declared } from '../declaration/declared';
import { useHiddenFields } from '../access/useAccess';
import { kindBodyOf, kindFormValueOf, kindInputOf } from './fieldKinds';
import { resourceNameOf } from './resourceName';
import { textKey } from '../declaration/texts';
import { contentInput } from '../i18n/direction';

export interface RecordDialogProps {
  declaration: Declared;
  /** The record to edit; without it the dialog adds one. */
  record?: RaRecord;
  onClose: () => void;
  /** Gets the new record after an add, with what the answer carried once (a generated one-time password). */
  onCreated?: (record: RaRecord) => void;
  /** Values every add carries besides the form's (a child list's parent id). */
  fixed?: Record<string, unknown>;
  /** Shown under the form (an edited record's child lists). */
  below?: ReactNode;
}

type Input = [string, FieldDeclaration];

/**
 * An image upload takes what the server takes (spec section 5): .png, .jpg or .jpeg under the image limit, and a
 * .gif where the upload declares it (on an edit only, with `gif: 'edit'`).
 */
const imageTypesOf = (gif: boolean) => (gif ? ['.png', '.jpg', '.jpeg', '.gif'] : ['.png', '.jpg', '.jpeg']);

/** The form's values of a record: its date-times as the pickers hold them (local yyyy-MM-ddTHH:mm). */
const formValuesOf = (inputs: readonly Input[], record: RaRecord): RaRecord => ({
  ...record,
  ...Object.fromEntries(
    inputs.map(([name, field]) => [
      name,
      field.type === 'datetime' ? pickerDateTime(record[name]) : kindFormValueOf(field, record[name]),
    ]),
  ),
});

/** The fields an edit sends back as the record had them, with no input (`form: 'kept'`). */
const keptOf = (declaration: Declared) => fieldsOf(declaration).filter(([, field]) => field.form === 'kept');

/**
 * The body of a save: text trimmed, date-times in the API's format, a password only when given, and a chosen image
 * under its upload's field (the data provider sends it by the upload call once the record is saved).
 */
const bodyOf = (inputs: readonly Input[], values: Record<string, unknown>) =>
  Object.fromEntries(
    inputs.flatMap(([name, field]): [string, unknown][] => {
      const kind = kindBodyOf(name, field, values);
      if (kind) return kind;
      switch (field.type) {
        case 'password':
          return values[name] ? [[name, values[name]]] : [];
        case 'text':
          return [[name, String(values[name] ?? '').trim()]];
        case 'datetime':
          return [[name, apiDateTime(values[name])]];
        case 'image':
          return field.upload && values[field.upload.field] instanceof File
            ? [[field.upload.field, values[field.upload.field]]]
            : [];
        default:
          return [[name, values[name]]];
      }
    }),
  );

/** The end of a date range: until a start is chosen it says so, as it is judged against the start. */
const RangeEnd = ({
  start,
  startFirst,
  ...props
}: ComponentProps<typeof DateTimeInput> & { start: string; startFirst: string }) => {
  const chosen: unknown = useWatch({ name: start });
  return <DateTimeInput {...props} helperText={typeof chosen === 'string' && chosen !== '' ? false : startFirst} />;
};

/**
 * The add and edit dialog of a declared resource: one input per field marked `form`, in the order of the fields,
 * checked with the field's rules (the same the server checks; `createRules` only when adding, `changedRules` on an
 * edit only for a changed value): a text box, a date-time picker (a `dateRange`'s two side by side), or an image
 * file picker with its preview and upload progress. With `viewFirst` an edit opens in view mode.
 */
export const RecordDialog = ({ declaration, record, onClose, onCreated, fixed, below }: RecordDialogProps) => {
  const { screen } = declaration;
  // Each upload's progress, by its field.
  const [progress, setProgress] = useState<Record<string, number>>({});
  // A password is set when adding only; left empty it is not sent (the server may then generate one). A signing
  // secret that declares `change` has an input in the edit form too, empty unless a new one is typed.
  // A field the admin's roles hide is neither shown nor sent (issue 40).
  const hidden = useHiddenFields(declaration.name);
  const inputs = useMemo(
    () =>
      fieldsOf(declaration).filter(
        ([name, field]) =>
          field.form === true && !(record && field.type === 'password' && !field.change) && !hidden.has(name),
      ),
    [declaration, record, hidden],
  );
  // Kept as it is while the dialog is open: a new record would start the form over.
  const initial = useMemo(() => record && formValuesOf(inputs, record), [inputs, record]);
  const uploads = inputs.some(
    ([, field]) => ((field.type === 'image' || field.type === 'file') && field.upload) || field.type === 'rows',
  );

  /** The field's rules for this dialog; a changed-value rule lets the value the record had pass. */
  const rulesOf = ([name, field]: Input): Rule[] => {
    // The kind's own check (a number's bounds), with the message the server answers.
    const declared = [
      ...(field.rules ?? []),
      ...(field.formRules ?? []),
      ...[kindRuleOf(name, field)].filter((rule) => rule !== undefined),
    ];
    if (!initial) return [...declared, ...(field.createRules ?? [])];
    // A new signing secret is checked when one is typed; left empty, the stored one is kept.
    if (field.type === 'password')
      return declared.map(
        (rule): Rule =>
          (value, values) =>
            value ? rule(value, values) : undefined,
      );
    const changed = field.type === 'datetime' || field.type === 'date' ? (field.changedRules ?? []) : [];
    const same = (value: unknown) =>
      field.type === 'datetime' ? apiDateTime(value) === apiDateTime(initial[name]) : value === initial[name];
    return [
      ...declared,
      ...changed.map(
        (rule): Rule =>
          (value, values) =>
            same(value) ? undefined : rule(value, values),
      ),
    ];
  };

  /** The toast of a save: an edit that uploaded a new image too may say so (`screen.updated.withImage`). */
  const successOf = (data: Record<string, unknown>) => {
    if (!record) return 'added';
    const image = inputs.find(([, field]) => field.type === 'image' && field.upload)?.[1];
    const upload = image?.type === 'image' ? image.upload?.field : undefined;
    return upload && data[upload] instanceof File && screen?.updated?.withImage ? 'updated_with_image' : 'updated';
  };

  const inputOf = (entry: Input, index: number, editing: boolean) => {
    const [name, field] = entry;
    const changing = record && field.type === 'password' && field.change;
    const label = textKey(declaration, changing ? `change.${name}` : `fields.${name}`);
    if (field.type === 'image') {
      if (!field.upload) return null;
      const current = typeof record?.[name] === 'string' ? record[name] : undefined;
      if (!editing)
        return record && current ? (
          <img
            key={name}
            src={current}
            alt={recordNameOf(declaration, record)}
            width={320}
            height={180}
            style={{ objectFit: 'contain', maxWidth: '100%', display: 'block', marginBottom: 8 }}
          />
        ) : null;
      const gif = field.upload.gif === true || (field.upload.gif === 'edit' && Boolean(record));
      const types = imageTypesOf(gif);
      return (
        <FileUploadInput
          key={name}
          source={field.upload.field}
          label={field.upload.label ? textKey(declaration, `upload_labels.${name}`) : label}
          hint={gif ? 'app.form.image_hint_gif' : 'app.form.image_hint'}
          accept={types.join(',')}
          progress={progress[field.upload.field]}
          preview
          currentUrl={current}
          validate={[
            ...rulesOf(entry),
            fileExtension(types, gif ? 'app.form.image_type_gif' : messages.imageType),
            fileSize(limits.imageMaxBytes, messages.imageSize),
          ]}
        />
      );
    }
    const kind = kindInputOf(declaration, name, field, {
      validate: rulesOf(entry),
      disabled: !editing,
      progress,
      current: typeof record?.[name] === 'string' ? record[name] : undefined,
      stored: record?.[name],
    });
    if (kind !== undefined) return kind;
    const common = { source: name, label, validate: rulesOf(entry), disabled: !editing };
    if (field.type === 'datetime') {
      const range = screen?.dateRange;
      if (range?.end === name) return null;
      const end = range?.start === name ? inputs.find(([key]) => key === range.end) : undefined;
      if (!end || !range) return <DateTimeInput key={name} {...common} />;
      return (
        <Box
          key={name}
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <DateTimeInput {...common} />
          <RangeEnd
            source={end[0]}
            label={textKey(declaration, `fields.${end[0]}`)}
            validate={rulesOf(end)}
            disabled={!editing}
            start={name}
            startFirst={textKey(declaration, 'start_first')}
          />
        </Box>
      );
    }
    return (
      <TextInput
        key={name}
        {...common}
        fullWidth
        autoFocus={index === 0}
        {...(field.type === 'password' && { type: 'password', autoComplete: 'new-password' })}
        {...(field.type === 'text' && field.normalize && { parse: field.normalize })}
        {...(field.type === 'text' && contentInput)}
      />
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceNameOf(declaration)}
      record={initial}
      valuesOf={(current) => formValuesOf(inputs, current)}
      title={textKey(declaration, record ? 'edit_title' : 'add_title')}
      success={(data) => textKey(declaration, successOf(data))}
      {...(record && screen?.updated?.failed && { failure: textKey(declaration, 'update_failed') })}
      {...(!record &&
        screen?.added && {
          failure: (error: unknown) =>
            textKey(
              declaration,
              error instanceof UploadError && screen.added?.uploadFailed ? 'upload_failed' : 'add_failed',
            ),
        })}
      onCreated={onCreated}
      {...(uploads && {
        meta: {
          onUploadProgress: (field: string, fraction: number) => setProgress((all) => ({ ...all, [field]: fraction })),
        },
      })}
      transform={(values) => ({
        ...bodyOf(record ? [...inputs, ...keptOf(declaration)] : inputs, values),
        ...(!record && fixed),
      })}
      toggleEdit={Boolean(record && screen?.viewFirst)}
    >
      {(editing) => (
        <>
          {inputs.map((entry, index) => inputOf(entry, index, editing))}
          {below}
        </>
      )}
    </FormDialog>
  );
};
