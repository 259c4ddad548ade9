import { statusFieldOf, statusValueOf, type FieldDeclaration, type ResourceDeclaration } from '#contract/resource';

/**
 * Any declaration, as the generic screens read it. Its keys were checked where it was written (defineResource); here
 * they are plain strings: with `Fields` the status keys would narrow to none, as no field of the union is a status.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Declared = ResourceDeclaration<any>;

/** The declaration's fields with their types (`Declared` reads them as `any`). */
export const fieldsOf = ({ fields }: Declared): [string, FieldDeclaration][] => Object.entries(fields);

/** What a row is called (the contract's rule, which the audit log keeps too). */
export { nameFieldOf, recordNameOf } from '#contract/resource';

/**
 * The moves of a status field that only moves forward (its `transitions`): those a record may make, and whether a
 * status is final (takes no further move). Undefined for a status that may be set to any value (a toggle).
 */
export const transitionsOf = (declaration: Declared) => {
  const key = statusFieldOf(declaration);
  const field = key ? (declaration.fields[key] as FieldDeclaration) : undefined;
  if (!key || field?.type !== 'status' || !field.transitions) return undefined;
  const transitions = field.transitions as Readonly<Record<string, readonly string[] | undefined>>;
  return {
    // Read as the declared value however the server spells it (a ticket `in progress` or `inProgress`).
    allowed: (record: Record<string, unknown>) => transitions[statusValueOf(field.values, record[key]) ?? ''],
    isFinal: (value: string) => (transitions[value]?.length ?? 0) === 0,
  };
};
