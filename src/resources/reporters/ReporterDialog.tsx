import type { RaRecord } from 'react-admin';
import { TextInput } from 'react-admin';
import { FormDialog, MobileNumberInput } from '../../custom';
import { normalizeMobileNumber, rules } from '#contract/rules';
import { REPORTER_TEXTS, reporterTypeLabel } from './texts';

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
export const ReporterDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => (
  <FormDialog
    open
    onClose={onClose}
    resource="reporters"
    record={record}
    title={record ? REPORTER_TEXTS.editTitle : REPORTER_TEXTS.addTitle}
    success={record ? REPORTER_TEXTS.updated : REPORTER_TEXTS.added}
    transform={(values) =>
      record ? fieldsOf(values) : { ...fieldsOf(values), email: text(values.email), role: 'Reporter' }
    }
  >
    <TextInput source="firstName" label="First Name" validate={rules.reporter.firstName} fullWidth autoFocus />
    <TextInput source="middleName" label="Middle Name" fullWidth />
    <TextInput source="lastName" label="Last Name" validate={rules.reporter.lastName} fullWidth />
    <MobileNumberInput />
    <TextInput
      source="email"
      label="Email"
      type="email"
      fullWidth
      readOnly={Boolean(record)}
      validate={record ? undefined : rules.reporter.email}
    />
    <TextInput
      source="role"
      label="Role"
      fullWidth
      readOnly
      defaultValue="Reporter"
      format={reporterTypeLabel}
      helperText={false}
    />
  </FormDialog>
);
