import { SelectArrayInput, useRecordContext, type Validator } from 'react-admin';
import { useReferenced, useReferencedNames } from '../declaration/references';

/** A `references` field's list cell: the names of the records it holds, in their order (an admin's roles). */
export const ReferencesNames = ({ source, to }: { source: string; to: string }) => {
  const record = useRecordContext();
  const ids: unknown = record?.[source];
  const names = useReferencedNames(to, Array.isArray(ids) ? ids : []);
  return Array.isArray(ids) ? names : null;
};

/**
 * A `references` field's input: a multi-select of the referenced records by name. On a new record the records the
 * field's default names are chosen (an admin's Owner), so the form shows what the server would give; the input waits
 * for the records to be read, as its default is their ids.
 */
export const ReferencesInput = ({
  source,
  to,
  label,
  validate,
  disabled,
  defaultNames = [],
}: {
  source: string;
  to: string;
  label: string;
  validate: Validator[];
  disabled: boolean;
  defaultNames?: readonly string[];
}) => {
  const { referenced, isPending } = useReferenced(to);
  if (defaultNames.length > 0 && isPending) return null;
  return (
    <SelectArrayInput
      source={source}
      label={label}
      choices={referenced}
      validate={validate}
      disabled={disabled}
      defaultValue={referenced.filter((each) => defaultNames.includes(each.name)).map((each) => each.id)}
      fullWidth
    />
  );
};
