import type { RaRecord } from 'react-admin';
import { TextInput } from 'react-admin';
import { FormDialog } from '../../custom';
import { rules } from '#contract/rules';

export const LANGUAGE_ADDED = 'Language Added successfully';
export const LANGUAGE_UPDATED = 'Language updated successfully';

/** Add Language and Edit Language: one field, Language Name. */
export const LanguageDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => (
  <FormDialog
    open
    onClose={onClose}
    resource="languages"
    record={record}
    title={record ? 'Edit Language' : 'Add Language'}
    success={record ? LANGUAGE_UPDATED : LANGUAGE_ADDED}
    transform={({ languageName }) => ({ languageName: String(languageName ?? '').trim() })}
  >
    <TextInput source="languageName" label="Language Name" validate={rules.language.languageName} fullWidth autoFocus />
  </FormDialog>
);
