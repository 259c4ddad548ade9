import type { RaRecord } from 'react-admin';
import { TextInput } from 'react-admin';
import { FormDialog } from '../../custom';
import { rules } from '#contract/rules';
import { resourceName } from '../../dataProvider';

/** Add Language and Edit Language: one field, Language Name. */
export const LanguageDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => (
  <FormDialog
    open
    onClose={onClose}
    resource={resourceName('languages')}
    record={record}
    title={record ? 'app.languages.edit_title' : 'app.languages.add_title'}
    success={record ? 'app.languages.updated' : 'app.languages.added'}
    transform={({ languageName }) => ({ languageName: String(languageName ?? '').trim() })}
  >
    <TextInput
      source="languageName"
      label="app.languages.name"
      validate={rules.language.languageName}
      fullWidth
      autoFocus
    />
  </FormDialog>
);
