import type { ResourceName } from '../dataProvider';
import type { Declared } from '../declaration/declared';

/**
 * The data-provider key of a declared resource. Declarations are the entries of dataProvider/entries.ts (built
 * with resourceConfigOf), so the name is a registered one.
 */
export const resourceNameOf = ({ name }: Declared) => name as ResourceName;
