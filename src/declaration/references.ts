import { useGetList } from 'react-admin';
import { declaredResources } from '#contract/resources/index';
import { nameFieldOf, type Declared } from './declared';

/**
 * What a reference field shows of the record it names: the referenced resource (its data-provider key), the field
 * its records are called by, and their id's name (the id inside a `named` reference's answer). The resource is one of contract/resources/ (the server refuses any other name).
 */
export const referenceOf = (to: string, declarations: readonly Declared[] = declaredResources) => {
  const target = declarations.find((declaration) => declaration.name === to);
  if (!target) throw new Error(`A reference names "${to}", which no file of contract/resources/ declares`);
  return { resource: target.name, nameField: nameFieldOf(target), idField: target.id };
};

/**
 * Every record of a referenced resource (one call, shared by every row and input that asks), and whether they are
 * read.
 */
export const useReferenced = (to: string) => {
  const { resource, nameField, idField } = referenceOf(to);
  const { data = [], isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1000 } });
  return {
    referenced: data.map((record) => ({ id: String(record[idField] ?? record.id), name: String(record[nameField]) })),
    isPending,
  };
};

/** The names of the referenced records by their ids, in their order; an id not found (deleted since) as it is. */
export const useReferencedNames = (to: string, ids: readonly unknown[]) => {
  const { referenced } = useReferenced(to);
  return ids.map((id) => referenced.find((each) => each.id === String(id))?.name ?? String(id)).join(', ');
};
