/**
 * The messages and checks of the declared field kinds that both sides apply (see contract/resource.ts): the server
 * when it reads a body (server/src/declared/declared-values.ts), the app's form before it sends one.
 */
import type { FieldDeclaration } from './resource';
import type { Rule } from './rules';

type Of<T extends FieldDeclaration['type']> = Extract<FieldDeclaration, { type: T }>;

export const labelOf = (key: string, field: FieldDeclaration) => field.label ?? key;

/** "A or B", "A, B or C". */
export const orList = (values: readonly string[]) =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** A number field's message when it declares none: what it must be, with its bounds. */
export const numberMessage = (key: string, field: Of<'number'>) => {
  if (field.message) return field.message;
  const what = `${labelOf(key, field)} must be ${field.integer ? 'a whole number' : 'a number'}`;
  if (field.min !== undefined && field.max !== undefined) return `${what} from ${field.min} to ${field.max}`;
  if (field.min !== undefined) return `${what} of ${field.min} or more`;
  if (field.max !== undefined) return `${what} of ${field.max} or less`;
  return what;
};

export const choiceMessage = (key: string, field: Of<'choice'>) =>
  field.message ?? `${labelOf(key, field)} must be ${orList(field.values)}`;

/** Whether a number field takes the value (a number, or its text), within its bounds and whole when declared. */
export const isNumberOf = (field: Of<'number'>, value: unknown) => {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return (
    typeof number === 'number' &&
    Number.isFinite(number) &&
    (!field.integer || Number.isInteger(number)) &&
    (field.min === undefined || number >= field.min) &&
    (field.max === undefined || number <= field.max)
  );
};

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The check a form applies for a field's kind beyond its declared rules (a number's bounds), with the server's message. */
export const kindRuleOf = (key: string, field: FieldDeclaration): Rule | undefined => {
  if (field.type === 'number')
    return (value) => (blank(value) || isNumberOf(field, value) ? undefined : numberMessage(key, field));
  return undefined;
};
