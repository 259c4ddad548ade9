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
  /** Gets the new record after an add, with what the answer carried once (a generated one-time password). */
  onCreated?: (record: RaRecord) => void;
}

/**
 * The add and edit dialog of a declared resource: one text box per field marked `form`, checked with the field's
 * rules (the same the server checks; `createRules` only when adding), sent trimmed.
 */
export const RecordDialog = ({ declaration, record, onClose, onCreated }: RecordDialogProps) => {
  // A password is set when adding only; left empty it is not sent (the server may then generate one).
  const inputs = fieldsOf(declaration).filter(([, field]) => field.form && !(record && field.type === 'password'));
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
      onCreated={onCreated}
      transform={(values) =>
        Object.fromEntries(
          inputs.flatMap(([name, field]) => {
            if (field.type === 'password') return values[name] ? [[name, values[name]]] : [];
            return [[name, field.type === 'text' ? String(values[name] ?? '').trim() : values[name]]];
          }),
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
          {...(field.type === 'password' && { type: 'password', autoComplete: 'new-password' })}
          {...(field.type === 'text' && field.normalize && { parse: field.normalize })}
        />
      ))}
    </FormDialog>
  );
};
