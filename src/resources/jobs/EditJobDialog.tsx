import { useMemo, useState } from 'react';
import { limits, messages, notBeforeToday, type Rule } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { FormDialog } from '../../forms/FormDialog';
import { resourceName } from '../../dataProvider';
import { JobFields } from './JobFields';
import { formValuesOf, updateBody, type Job } from './jobValues';

/**
 * Edit Job (spec section 5): every field of Add Job, the image optional and GIF allowed too. Only a changed expiry
 * date must be today or later, so an expired job can be corrected without reopening it (as the server checks).
 */
export const EditJobDialog = ({ job, onClose }: { job: Job; onClose: () => void }) => {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const record = useMemo(() => formValuesOf(job), [job]);
  const changedExpiry: Rule = (value) =>
    value === job.expiryDate ? undefined : notBeforeToday(messages.jobExpiryPastEdit)(value);
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('jobs')}
      record={record}
      valuesOf={(current) => formValuesOf(current as Job)}
      title="app.jobs.edit_title"
      success={(data) => (data.companyImage ? 'app.jobs.updated_with_image' : 'app.jobs.updated')}
      failure="app.jobs.update_failed"
      meta={{ onUploadProgress: (_field, fraction) => setProgress(fraction) }}
      transform={updateBody}
    >
      <FileUploadInput
        source="companyImage"
        label="app.jobs.image_label"
        hint="app.jobs.image_hint_edit"
        accept=".png,.jpg,.jpeg,.gif"
        progress={progress}
        preview
        currentUrl={job.companyImageUrl}
        validate={[
          fileExtension(['.png', '.jpg', '.jpeg', '.gif'], 'app.jobs.image_type_edit'),
          fileSize(limits.imageMaxBytes, messages.imageSize),
        ]}
      />
      <JobFields expiryRule={changedExpiry} />
    </FormDialog>
  );
};
