import type { RaRecord } from 'react-admin';
import { TextInput, useTranslate } from 'react-admin';
import { FormDialog } from '../../forms/FormDialog';
import { MobileNumberInput } from '../../forms/MobileNumberInput';
import { normalizeMobileNumber, rules } from '#contract/rules';
import { reporterTypeKey } from './texts';
import { resourceName } from '../../dataProvider';
import { contentInput } from '../../i18n/direction';

const text = (value: unknown) => String(value ?? '').trim();

/** The fields both dialogs send; a blank middle name is sent blank so that an edit can clear it. */
const fieldsOf = (values: Record<string, unknown>) => ({
  firstName: text(values.firstName),
  middleName: text(values.middleName),
  lastName: text(values.lastName),
  mobileNumber: normalizeMobileNumber(values.mobileNumber),
});

/**
 * Add Reporter and Edit Reporter (spec sections 2 and 5). A new reporter is always of type Reporter. On edit the
 * email is read-only and the type is shown but not sent, so editing a Guest Reporter's name keeps them a Guest
 * Reporter.
 */
export const ReporterDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('reporters')}
      record={record}
      title={record ? 'app.reporters.edit_title' : 'app.reporters.add_title'}
      success={record ? 'app.reporters.updated' : 'app.reporters.added'}
      transform={(values) =>
        record ? fieldsOf(values) : { ...fieldsOf(values), email: text(values.email), role: 'Reporter' }
      }
    >
      <TextInput
        source="firstName"
        label="app.reporters.fields.firstName"
        validate={rules.reporter.firstName}
        fullWidth
        autoFocus
        {...contentInput}
      />
      <TextInput source="middleName" label="app.reporters.fields.middleName" fullWidth {...contentInput} />
      <TextInput
        source="lastName"
        label="app.reporters.fields.lastName"
        validate={rules.reporter.lastName}
        fullWidth
        {...contentInput}
      />
      <MobileNumberInput />
      <TextInput
        source="email"
        label="app.reporters.fields.email"
        type="email"
        fullWidth
        readOnly={Boolean(record)}
        validate={record ? undefined : rules.reporter.email}
      />
      <TextInput
        source="role"
        label="app.reporters.fields.role"
        fullWidth
        readOnly
        defaultValue="Reporter"
        format={(role) => translate(reporterTypeKey(role))}
        helperText={false}
      />
    </FormDialog>
  );
};
