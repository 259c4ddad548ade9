import { format } from 'date-fns';
import { choiceMessage, isNumberOf, labelOf, numberMessage } from '#contract/field-kinds';
import type { FieldDeclaration } from '#contract/resource';
import { permissionsProblem, type Permission } from '#contract/permissions';
import { dayOf, messages, parseDateTime } from '#contract/rules';
import { sanitizeRichText } from '../lib/rich-text.js';
import { isUuid } from '../lib/validate.js';

/**
 * How a body's value of each settable field kind is read: checked for its kind (a declared or default message, never
 * a schema's), then as it is stored and answered.
 */

/** The kinds whose value a create or update body sets. */
const settable = new Set<FieldDeclaration['type']>([
  'text',
  'datetime',
  'reference',
  'choice',
  'textarea',
  'number',
  'checkbox',
  'date',
  'richtext',
  'strings',
  'permissions',
  'references',
]);

export const isSettable = (field: FieldDeclaration) => settable.has(field.type);

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A calendar day as yyyy-MM-dd, or undefined. */
export const dayValue = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && parseDateTime(value)
    ? value.trim()
    : undefined;

export type Read = { value: unknown } | { message: string };

/**
 * The value of one settable field as stored: text trimmed, rich text sanitised, a number as a number, a day as
 * yyyy-MM-dd, a list of texts trimmed (without empty entries unless it keeps them); a blank value is undefined (a choice or yes/no then
 * keeps its stored value or its default) or null (a reference, number or day is cleared). A reference's id is not
 * looked up here (see DeclaredService). Text and date-time fields are read as before, by the service. A day may be
 * taken from a date-time, a list split, kept distinct or kept with its blanks on a create, as the field declares.
 */
export const readValue = (key: string, field: FieldDeclaration, given: unknown, creating = false): Read => {
  const label = labelOf(key, field);
  switch (field.type) {
    case 'textarea':
    case 'richtext':
      if (given === undefined || given === null) return { value: given };
      if (typeof given !== 'string' && typeof given !== 'number') return { message: `${label} must be text` };
      return { value: field.type === 'richtext' ? sanitizeRichText(String(given)) : String(given).trim() };
    case 'reference':
      if (blank(given)) return { value: given === undefined ? undefined : null };
      return { value: typeof given === 'string' ? given.trim() : given };
    case 'choice': {
      if (blank(given)) return { value: undefined };
      const value = typeof given === 'string' ? given.trim() : given;
      return field.values.includes(value as string) ? { value } : { message: choiceMessage(key, field) };
    }
    case 'number': {
      if (blank(given)) return { value: given === undefined ? undefined : null };
      return isNumberOf(field, given)
        ? { value: typeof given === 'string' ? Number(given.trim()) : given }
        : { message: numberMessage(key, field) };
    }
    case 'checkbox':
      if (blank(given)) return { value: undefined };
      if (given === true || given === 'true') return { value: true };
      if (given === false || given === 'false') return { value: false };
      return { message: `${label} must be true or false` };
    case 'date': {
      if (blank(given)) return { value: given === undefined ? undefined : null };
      const dateTime = field.day === 'of-date-time' && typeof given === 'string' ? parseDateTime(given) : undefined;
      // A UTC day is the day written in the date-time, whatever the server's time zone.
      const day = dayValue(given) ?? (dateTime && (field.utc ? dayOf(given) : format(dateTime, 'yyyy-MM-dd')));
      return day ? { value: day } : { message: messages.invalidDay };
    }
    case 'strings': {
      if (given === undefined) return { value: undefined };
      const list = given === null ? [] : Array.isArray(given) ? given : [given];
      if (list.some((entry) => typeof entry !== 'string' && typeof entry !== 'number'))
        return { message: `${label} must be a list of texts` };
      const entries = list
        .flatMap((entry) => (field.split ? String(entry).split(field.split) : [String(entry)]))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '' || field.blanks === 'keep' || (creating && field.blanks === 'keepOnCreate'));
      return { value: field.distinct ? [...new Set(entries)] : entries };
    }
    case 'permissions': {
      if (given === undefined) return { value: undefined };
      const permissions = given === null ? [] : permissionsRead(given);
      if (!permissions) return { message: `${label} must be a list of permissions` };
      const problem = permissionsProblem(permissions);
      return problem ? { message: problem } : { value: permissions };
    }
    case 'references': {
      if (given === undefined) return { value: undefined };
      const list = given === null ? [] : Array.isArray(given) ? given : [given];
      if (list.some((entry) => typeof entry !== 'string')) return { message: `${label} must be a list of ids` };
      const ids = [...new Set((list as string[]).map((entry) => entry.trim()))];
      if (ids.length === 0 && field.required) return { message: field.required };
      return { value: ids };
    }
    default:
      return { value: given };
  }
};

const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/**
 * A body's permissions in their shape (a resource, its actions, optionally languages and hidden fields), with
 * nothing else kept; undefined when it is not that shape.
 */
const permissionsRead = (given: unknown): Permission[] | undefined => {
  if (!Array.isArray(given)) return undefined;
  const permissions: Permission[] = [];
  for (const entry of given as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { resource, actions, languages, hiddenFields } = entry as Record<string, unknown>;
    if (typeof resource !== 'string' || !isTexts(actions)) return undefined;
    if ((languages !== undefined && !isTexts(languages)) || (hiddenFields !== undefined && !isTexts(hiddenFields)))
      return undefined;
    permissions.push({
      resource,
      actions: [...new Set(actions)],
      ...(languages?.length ? { languages: [...new Set(languages)] } : {}),
      ...(hiddenFields?.length ? { hiddenFields: [...new Set(hiddenFields)] } : {}),
    });
  }
  return permissions;
};

/** Whether a reference's value may name a record at all (ids are UUIDs); one that cannot is "<Noun> not found". */
export const isReferenceId = (value: unknown) => isUuid(value);

/** A stored value as the calls answer it, for the kinds this module reads. */
export const answerValue = (field: FieldDeclaration, value: unknown) => {
  switch (field.type) {
    case 'number':
      return value === null || value === undefined ? null : Number(value);
    case 'checkbox':
      return value === true;
    case 'strings':
    case 'permissions':
    case 'references':
      return Array.isArray(value) ? value : [];
    case 'counter':
      return Number(value ?? 0);
    default:
      return value ?? null;
  }
};
