import type { RaRecord } from 'react-admin';
import { TextInput } from 'react-admin';
import type { Rule } from '#contract/rules';
import { FormDialog } from '../forms/FormDialog';
import { fieldsOf, type Declared } from './declared';
import { resourceNameOf } from './resourceName';
import { textKey } from './texts';

export interface RecordDialogProps {
  declaration: Declared;
  /** The record to edit; without it the dialog adds one. */
  record?: RaRecord;
  onClose: () => void;
}

/**
 * The add and edit dialog of a declared resource: one text box per field marked `form`, checked with the field's
 * rules (the same the server checks; `createRules` only when adding), sent trimmed.
 */
export const RecordDialog = ({ declaration, record, onClose }: RecordDialogProps) => {
  const inputs = fieldsOf(declaration).filter(([, field]) => field.form);
  const rulesOf = (field: (typeof inputs)[number][1]): Rule[] => [
    ...(field.rules ?? []),
    ...(record ? [] : (field.createRules ?? [])),
  ];
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceNameOf(declaration)}
      record={record}
      title={textKey(declaration, record ? 'edit_title' : 'add_title')}
      success={textKey(declaration, record ? 'updated' : 'added')}
      transform={(values) =>
        Object.fromEntries(
          inputs.map(([name, field]) => [
            name,
            field.type === 'text' ? String(values[name] ?? '').trim() : values[name],
          ]),
        )
      }
    >
      {inputs.map(([name, field], index) => (
        <TextInput
          key={name}
          source={name}
          label={textKey(declaration, `fields.${name}`)}
          validate={rulesOf(field)}
          fullWidth
          autoFocus={index === 0}
        />
      ))}
    </FormDialog>
  );
};
