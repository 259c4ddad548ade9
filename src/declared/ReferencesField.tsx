import { SelectArrayInput, useGetList, useRecordContext, type Validator } from 'react-admin';
import { referenceOf } from './references';

/** Every record of a referenced resource (one call, shared by every row and input that asks). */
const useReferenced = (to: string) => {
  const { resource, nameField, idField } = referenceOf(to);
  const { data = [] } = useGetList(resource, { pagination: { page: 1, perPage: 1000 } });
  return data.map((record) => ({ id: String(record[idField] ?? record.id), name: String(record[nameField]) }));
};

/** A `references` field's list cell: the names of the records it holds, in their order (an admin's roles). */
export const ReferencesNames = ({ source, to }: { source: string; to: string }) => {
  const record = useRecordContext();
  const referenced = useReferenced(to);
  const ids: unknown = record?.[source];
  if (!Array.isArray(ids)) return null;
  return ids.map((id) => referenced.find((each) => each.id === String(id))?.name ?? String(id)).join(', ');
};

/** A `references` field's input: a multi-select of the referenced records by name. */
export const ReferencesInput = ({
  source,
  to,
  label,
  validate,
  disabled,
}: {
  source: string;
  to: string;
  label: string;
  validate: Validator[];
  disabled: boolean;
}) => {
  const referenced = useReferenced(to);
  return (
    <SelectArrayInput
      source={source}
      label={label}
      choices={referenced}
      validate={validate}
      disabled={disabled}
      fullWidth
    />
  );
};
