import type { ContentDeclaration } from '#contract/content/content-declaration';
import { contentDeclarations } from '#contract/content/index';
import type { FieldDeclaration } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import { numericDateTime } from '../format/dates';
import type { TranslateFunction } from 'react-admin';
import { isRow } from '../dataProvider/json';
import type { AuditEntry } from './entry';

/** A field as an entry's changes name it: its label, and the words a yes/no value reads as. */
interface AuditField {
  label: string;
  /** What true and false read as (a 2FA column's On and Off). */
  labels?: readonly [string, string];
}

const declaredFields = (fields: Readonly<Record<string, FieldDeclaration>>) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]): [string, AuditField][] =>
      field.label
        ? [
            [
              name,
              { label: field.label, labels: 'labels' in field ? (field.labels as AuditField['labels']) : undefined },
            ],
          ]
        : [],
    ),
  );

/** A content kind's fields by the headers its import names them with (News Title, Posted On, Status). */
const contentFields = (kind: ContentDeclaration) =>
  Object.fromEntries(kind.import.columns.map((column): [string, AuditField] => [column.key, { label: column.header }]));

/** Each resource's fields by the name entries carry, read from the declarations. */
const fieldsByResource = new Map<string, Record<string, AuditField>>([
  ...declaredResources.map((declaration): [string, Record<string, AuditField>] => [
    declaration.name,
    declaredFields(declaration.fields),
  ]),
  ...contentDeclarations.map((kind: ContentDeclaration): [string, Record<string, AuditField>] => [
    kind.keys.item,
    contentFields(kind),
  ]),
]);
// An admin's own account has an admin's fields; a novel's chapters are changed on the novel.
fieldsByResource.set('account', fieldsByResource.get('admins') ?? {});
fieldsByResource.set('chapters', fieldsByResource.get('novels') ?? {});

/** A name the declarations do not label, in words: postImageURL reads 'Post image URL'. */
const inWords = (field: string) => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((word, index) => (/^[A-Z][a-z]+$/.test(word) && index > 0 ? word.toLowerCase() : word));
  return words.join(' ').replace(/^./, (first) => first.toUpperCase());
};

const fieldOf = (resource: string, field: string): AuditField =>
  fieldsByResource.get(resource)?.[field] ?? { label: inWords(field) };

/** The resource a declared `references` field holds records of (an admin's roles), by the name entries carry. */
export const referencedBy = (resource: string, field: string) => {
  const declaration = declaredResources.find((each) => each.name === resource);
  const declared = declaration?.fields[field];
  return declared?.type === 'references' ? declared.to : undefined;
};

/** The label a field of the resource is shown under (its form's or list's), never its API name. */
export const fieldLabel = (resource: string, field: string) => fieldOf(resource, field).label;

/** A label inside a sentence: 'the news title', with an abbreviation (2FA, URL) kept as it is written. */
const labelInSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (/^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ');

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A referenced record (a category, a reporter) by its name rather than its ids. */
const nameOfObject = (value: Record<string, unknown>) => {
  const names = Object.entries(value)
    .filter(([key, part]) => /name$/i.test(key) && typeof part === 'string' && part !== '')
    .map(([, part]) => String(part));
  return names.length > 0 ? names.join(' ') : undefined;
};

/**
 * A before or after value as a reader takes it: empty as a dash, yes/no as the field's words (On/Off) or Yes/No, a
 * date-time as the app writes one, a referenced record by its name, a list joined; text and statuses as they are.
 */
const auditValue = (value: unknown, resource: string, field: string, yesNo: readonly [string, string]): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') {
    const [yes, no] = fieldOf(resource, field).labels ?? yesNo;
    return value ? yes : no;
  }
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? numericDateTime(value) || value : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => auditValue(item, resource, field, yesNo)).join(', ');
  if (isRow(value)) return nameOfObject(value) ?? JSON.stringify(value);
  return JSON.stringify(value);
};

/** Long texts (rich text is stored whole) are cut here; the full value stays in the entry and the CSV. */
const SHOWN_CHARS = 400;

/** A value cut to `chars` characters, for a table cell or a question. */
export const shownValue = (
  entry: Pick<AuditEntry, 'resource'>,
  field: string,
  value: unknown,
  translate: TranslateFunction,
  chars = SHOWN_CHARS,
) => {
  const all = auditValue(value, entry.resource, field, [translate('app.audit.yes'), translate('app.audit.no')]);
  return all.length > chars ? `${all.slice(0, chars)}…` : all;
};

/** The words of a value in a question, cut shorter than a table cell's. */
const QUESTION_CHARS = 80;

/**
 * Fields by their labels in a sentence: 'the news title and the location'; with `values`, each with its value as
 * the field had it there ('the news title "Council meets"').
 */
export const fieldList = (
  entry: Pick<AuditEntry, 'resource'>,
  fields: readonly string[],
  translate: TranslateFunction,
  values?: (field: string) => unknown,
) => {
  const named = fields.map((field) => {
    const name = translate('app.audit.the_field', { field: labelInSentence(fieldLabel(entry.resource, field)) });
    if (!values) return name;
    const value = shownValue(entry, field, values(field), translate, QUESTION_CHARS);
    return translate('app.audit.field_value', { field: name, value });
  });
  return named.length > 1
    ? translate('app.audit.field_list', { first: named.slice(0, -1).join(', '), last: named.at(-1) })
    : (named[0] ?? '');
};
