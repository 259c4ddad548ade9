import { Box } from '@mui/material';
import { DateInput, SelectArrayInput, TextInput } from 'react-admin';
import { jobTypes, rules, type Rule } from '#contract/rules';
import { NamedRichTextInput } from '../../forms/NamedRichTextInput';
import { EducationInput } from './EducationInput';

const jobTypeChoices = jobTypes.map((type) => ({ id: type, name: type }));

const twoColumns = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * The fields of Add Job and Edit Job (spec section 5), in the order a job advert reads. The expiry rule differs
 * between add and edit, so the dialog passes it.
 */
export const JobFields = ({ expiryRule }: { expiryRule: Rule }) => (
  <>
    <Box sx={twoColumns}>
      <TextInput source="jobTitle" label="app.jobs.fields.jobTitle" validate={rules.job.jobTitle} />
      <TextInput source="role" label="app.jobs.fields.role" validate={rules.job.role} />
      <TextInput source="industryType" label="app.jobs.fields.industryType" validate={rules.job.industryType} />
      <TextInput source="department" label="app.jobs.fields.department" validate={rules.job.department} />
      <TextInput source="location" label="app.jobs.fields.location" />
      <TextInput
        source="numberOfOpenings"
        label="app.jobs.fields.numberOfOpenings"
        validate={rules.job.numberOfOpenings}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <SelectArrayInput
        source="jobType"
        label="app.jobs.fields.jobType"
        choices={jobTypeChoices}
        validate={rules.job.jobType}
      />
      <TextInput source="experience" label="app.jobs.fields.experience" />
      <TextInput source="hyperlink" label="app.jobs.fields.hyperlink" type="url" validate={rules.job.hyperlink} />
      <DateInput
        source="expiryDate"
        label="app.jobs.fields.expiryDate"
        validate={[...rules.job.expiryDate, expiryRule]}
      />
      <TextInput
        source="softwareProficiency"
        label="app.jobs.fields.softwareProficiency"
        helperText="app.jobs.proficiency_hint"
      />
      <TextInput
        source="technicalProficiency"
        label="app.jobs.fields.technicalProficiency"
        helperText="app.jobs.proficiency_hint"
      />
    </Box>
    <EducationInput />
    <NamedRichTextInput source="description" label="app.jobs.fields.description" validate={rules.job.description} />
  </>
);
