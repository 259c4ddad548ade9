import type { RaRecord } from 'react-admin';
import { TextInput } from 'react-admin';
import { FormDialog } from '../../custom';
import { rules } from '#contract/rules';
import type { CategoryKind } from './kinds';

/** Create New Category and Edit Category for one kind. */
export const CategoryDialog = ({
  kind,
  record,
  onClose,
}: {
  kind: CategoryKind;
  record?: RaRecord;
  onClose: () => void;
}) => (
  <FormDialog
    open
    onClose={onClose}
    resource={kind.resource}
    record={record}
    title={record ? 'app.categories.edit_title' : 'app.categories.add_title'}
    success={record ? kind.updated : kind.added}
    transform={(values) => ({ [kind.name]: String(values[kind.name] ?? '').trim() })}
  >
    <TextInput source={kind.name} label="app.categories.name" validate={rules.categoryName} fullWidth autoFocus />
  </FormDialog>
);
