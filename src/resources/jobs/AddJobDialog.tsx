import { useState } from 'react';
import { limits, messages, notBeforeToday, required } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { FormDialog } from '../../forms/FormDialog';
import { resourceName } from '../../dataProvider';
import { JobFields } from './JobFields';
import { createBody } from './jobValues';

/**
 * Add Job (spec sections 4 and 5): the job is created, then its company image is uploaded with the progress shown;
 * if the upload fails the dialog stays open and a second submit updates the created job.
 */
export const AddJobDialog = ({ onClose }: { onClose: () => void }) => {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('jobs')}
      title="app.jobs.add_title"
      success="app.jobs.added"
      meta={{ onUploadProgress: (_field, fraction) => setProgress(fraction) }}
      transform={createBody}
    >
      <FileUploadInput
        source="companyImage"
        label="app.jobs.image_label"
        hint="app.jobs.image_hint_add"
        accept=".png,.jpg,.jpeg"
        progress={progress}
        preview
        validate={[
          required(messages.imageRequired),
          fileExtension(['.png', '.jpg', '.jpeg'], 'app.jobs.image_type_add'),
          fileSize(limits.imageMaxBytes, messages.imageSize),
        ]}
      />
      <JobFields expiryRule={notBeforeToday(messages.jobExpiryPast)} />
    </FormDialog>
  );
};
