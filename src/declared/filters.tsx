import type { ReactElement } from 'react';
import { DateInput, FilterButton, ReferenceInput, SelectInput } from 'react-admin';
import { fieldsOf, type Declared } from '../declaration/declared';
import { referenceOf } from '../declaration/references';
import { textKey } from '../declaration/texts';

/**
 * The list's declared filters (fields with `filter`), offered by its Add filter menu and kept in the URL with the
 * rest of the list's state: a select of a reference's records or a choice's values, a from/to pair of days for a
 * date or date-time. The data provider sends them as the query parameters the server documents.
 */
export const filtersOf = (declaration: Declared): ReactElement[] =>
  fieldsOf(declaration).flatMap(([name, field]): ReactElement[] => {
    if (!field.filter) return [];
    const label = textKey(declaration, `fields.${name}`);
    if (field.type === 'reference') {
      const { resource, nameField } = referenceOf(field.to);
      return [
        <ReferenceInput key={name} source={name} reference={resource} label={label}>
          <SelectInput label={label} optionText={nameField} />
        </ReferenceInput>,
      ];
    }
    if (field.type === 'choice')
      return [
        <SelectInput
          key={name}
          source={name}
          label={label}
          choices={field.values.map((value) => ({ id: value, name: value }))}
        />,
      ];
    if (field.type === 'date' || field.type === 'datetime')
      return [`${name}From`, `${name}To`].map((source) => (
        <DateInput key={source} source={source} label={textKey(declaration, `range.${source}`)} />
      ));
    return [];
  });

/** The `<List>` props that show a declaration's filters (the Add filter menu), or none when it declares none. */
export const filterProps = (declaration: Declared) => {
  const filters = filtersOf(declaration);
  return filters.length > 0 ? { filters, actions: <FilterButton /> } : { actions: false as const };
};
