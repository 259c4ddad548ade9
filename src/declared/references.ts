import { declaredResources } from '#contract/resources/index';
import { nameFieldOf, type Declared } from '../declaration/declared';
import { resourceNameOf } from './resourceName';

/**
 * What a reference field shows of the record it names: the referenced resource (its data-provider key), the field
 * its records are called by, and their id's name (the id inside a `named` reference's answer). The resource is one of contract/resources/ (the server refuses any other name).
 */
export const referenceOf = (to: string, declarations: readonly Declared[] = declaredResources) => {
  const target = declarations.find((declaration) => declaration.name === to);
  if (!target) throw new Error(`A reference names "${to}", which no file of contract/resources/ declares`);
  return { resource: resourceNameOf(target), nameField: nameFieldOf(target), idField: target.id };
};
