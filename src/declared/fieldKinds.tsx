import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import {
  BooleanInput,
  DateInput,
  FunctionField,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextField,
  TextInput,
} from 'react-admin';
import type { FieldDeclaration } from '#contract/resource';
import { richTextContent, type Rule } from '#contract/rules';
import { fileSize } from '../media/fileRules';
import { FileUploadInput } from '../media/FileUploadInput';
import type { Declared } from '../declaration/declared';
import { EntriesInput } from './EntriesInput';
import { referenceOf } from '../declaration/references';
import { PermissionsInput } from './PermissionsInput';
import { ReferencesInput, ReferencesNames } from './ReferencesField';
import { RowFilesInput } from './RowFilesInput';
import { WhileAheadInput } from './WhileAheadInput';
import { NamedRichTextInput } from '../forms/NamedRichTextInput';
import { textKey } from '../declaration/texts';
import { contentDirection, contentInput } from '../i18n/direction';

/**
 * The list column and the form input of the field kinds beyond text, date-time, image and status: a reference, a
 * choice, a long text, a number, a yes/no, a date, rich text, a file, a list of texts, a role's grants (permissions) and
 * several references (an admin's roles).
 */

const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** A list column of one of these kinds; undefined for the kinds ListScreen shows itself. */
export const kindColumnOf = (
  declaration: Declared,
  name: string,
  field: FieldDeclaration,
  {
    header,
    recordName,
    translate,
  }: {
    header: string;
    recordName: (record: RaRecord) => string;
    translate: (key: string, options?: object) => string;
  },
): ReactElement | undefined => {
  const common = { label: header, sortable: false };
  switch (field.type) {
    case 'reference': {
      const { resource, nameField } = referenceOf(field.to);
      return (
        <ReferenceField key={name} {...common} source={name} reference={resource} link={false}>
          <TextField source={nameField} />
        </ReferenceField>
      );
    }
    case 'textarea':
      return <TextField key={name} {...common} source={name} {...contentDirection} />;
    case 'choice':
    case 'date':
      return <TextField key={name} {...common} source={name} />;
    case 'number':
      return <NumberField key={name} {...common} source={name} />;
    case 'checkbox':
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) =>
            translate(textKey(declaration, `flags.${name}.${String(record[name] === true)}`))
          }
        />
      );
    case 'richtext':
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) => (typeof record[name] === 'string' ? richTextContent(record[name]) : '')}
        />
      );
    case 'strings':
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) => (Array.isArray(record[name]) ? record[name].join(', ') : '')}
        />
      );
    case 'references':
      return <FunctionField key={name} {...common} render={() => <ReferencesNames source={name} to={field.to} />} />;
    case 'file':
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) => {
            const url: unknown = record[name];
            const label = translate(header);
            return typeof url === 'string' && url ? (
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                aria-label={translate('app.list.file_of', { label, name: recordName(record) })}
              >
                {label}
              </a>
            ) : null;
          }}
        />
      );
    default:
      return undefined;
  }
};

/**
 * A form input of one of these kinds (null: a file's picker in view mode); undefined for the kinds RecordDialog shows
 * itself. `progress` is each upload's, by its field; `stored` the record's value (a rows field's rows).
 */
export const kindInputOf = (
  declaration: Declared,
  name: string,
  field: FieldDeclaration,
  {
    validate,
    disabled,
    progress,
    current,
    stored,
  }: {
    validate: Rule[];
    disabled: boolean;
    progress: Readonly<Record<string, number | undefined>>;
    current?: string;
    stored?: unknown;
  },
): ReactElement | null | undefined => {
  const label = textKey(declaration, `fields.${name}`);
  const common = { source: name, label, validate, disabled };
  switch (field.type) {
    case 'reference': {
      const { resource, nameField } = referenceOf(field.to);
      // react-admin adds the record's own choice when the filter leaves it out.
      return (
        <ReferenceInput key={name} source={name} reference={resource} filter={field.offer}>
          <SelectInput label={label} optionText={nameField} validate={validate} disabled={disabled} fullWidth />
        </ReferenceInput>
      );
    }
    case 'choice':
      return (
        <SelectInput key={name} {...common} choices={choicesOf(field.values)} defaultValue={field.default} fullWidth />
      );
    case 'textarea':
      return <TextInput key={name} {...common} multiline minRows={3} fullWidth {...contentInput} />;
    case 'number':
      // A text box, so that an empty one is empty (null), not 0; the kind's rule checks what was typed.
      return (
        <TextInput
          key={name}
          {...common}
          slotProps={{ htmlInput: { inputMode: field.integer ? 'numeric' : 'decimal' } }}
          fullWidth
        />
      );
    case 'checkbox':
      if (field.whileAhead) return <WhileAheadInput key={name} {...common} ahead={field.whileAhead} />;
      return <BooleanInput key={name} {...common} defaultValue={field.default ?? false} />;
    case 'date':
      return <DateInput key={name} {...common} fullWidth />;
    case 'richtext':
      return <NamedRichTextInput key={name} {...common} />;
    case 'strings':
      if (field.values) return <SelectArrayInput key={name} {...common} choices={choicesOf(field.values)} fullWidth />;
      if (field.entries)
        return (
          <EntriesInput
            key={name}
            {...common}
            texts={{
              label: textKey(declaration, `entries.${name}.label`),
              add: textKey(declaration, `entries.${name}.add`),
              remove: textKey(declaration, `entries.${name}.remove`),
            }}
          />
        );
      // Typed as one text, the entries separated by the split text (see kindBodyOf).
      if (field.split)
        return (
          <TextInput
            key={name}
            {...common}
            helperText={field.hint && textKey(declaration, `hints.${name}`)}
            fullWidth
          />
        );
      return <TextArrayInput key={name} {...common} fullWidth />;
    case 'file':
      return disabled ? null : (
        <FileUploadInput
          key={name}
          source={field.upload.field}
          label={label}
          accept={field.upload.types.join(',')}
          progress={progress[field.upload.field]}
          currentUrl={current}
          validate={[...validate, fileSize(field.upload.maxBytes, field.upload.sizeMessage)]}
        />
      );
    case 'permissions':
      return <PermissionsInput key={name} source={name} label={label} disabled={disabled} />;
    case 'references':
      return <ReferencesInput key={name} {...common} to={field.to} defaultNames={field.default} />;
    case 'rows':
      return field.files ? (
        <RowFilesInput
          key={name}
          source={name}
          label={label}
          texts={{
            label: textKey(declaration, `files.${name}.label`),
            uploaded: textKey(declaration, `files.${name}.uploaded`),
          }}
          field={{ ...field, files: field.files }}
          stored={stored}
          countRules={[
            ...((declaration.fields[field.files.count] as FieldDeclaration | undefined)?.rules ?? []),
            ...((declaration.fields[field.files.count] as FieldDeclaration | undefined)?.formRules ?? []),
          ]}
          progress={progress[name]}
          disabled={disabled}
        />
      ) : undefined;
    default:
      return undefined;
  }
};

/**
 * A record's value of one of these kinds as its form input holds it: a split list as one text, a named reference as
 * its id, and no files chosen yet for a rows field.
 */
export const kindFormValueOf = (field: FieldDeclaration, value: unknown) => {
  if (field.type === 'strings' && field.split && Array.isArray(value)) return value.join(`${field.split} `);
  if (field.type === 'reference' && field.named && typeof value === 'object' && value !== null)
    return (value as Record<string, unknown>)[referenceOf(field.to).idField];
  if (field.type === 'rows') return [];
  return value;
};

/** The value a save sends for one of these kinds; undefined for the kinds RecordDialog sends itself. */
export const kindBodyOf = (
  name: string,
  field: FieldDeclaration,
  values: Record<string, unknown>,
): [string, unknown][] | undefined => {
  const value = values[name];
  switch (field.type) {
    case 'reference':
    case 'date':
      return [[name, value === '' || value === undefined ? null : value]];
    case 'number': {
      const typed = typeof value === 'string' ? value.trim() : value;
      return [[name, typed === '' || typed === undefined || typed === null ? null : Number(typed)]];
    }
    case 'choice':
    case 'richtext':
      return [[name, value ?? '']];
    case 'textarea':
      return [[name, String(value ?? '').trim()]];
    case 'checkbox':
      return [[name, value === true]];
    case 'strings': {
      const entries = (Array.isArray(value) ? value : [value ?? '']).map((entry) => String(entry ?? '').trim());
      const { split } = field;
      return [
        [
          name,
          split
            ? entries.flatMap((entry) => entry.split(split).map((part) => part.trim())).filter(Boolean)
            : Array.isArray(value)
              ? entries
              : [],
        ],
      ];
    }
    case 'permissions':
      return [[name, Array.isArray(value) ? value : []]];
    case 'references':
      // None chosen, where the field has a default: left out, so the server gives the default (an admin's Owner).
      if (field.default && (!Array.isArray(value) || value.length === 0)) return [];
      return [[name, Array.isArray(value) ? value : []]];
    case 'file':
      return values[field.upload.field] instanceof File ? [[field.upload.field, values[field.upload.field]]] : [];
    case 'rows':
      // The files chosen for the rows the count keeps; the data provider uploads them once the record is saved.
      return field.files && Array.isArray(value) ? [[name, value.slice(0, Number(values[field.files.count]))]] : [];
    default:
      return undefined;
  }
};
