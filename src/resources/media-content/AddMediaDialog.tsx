import { useState } from 'react';
import { messages, notInPast } from '#contract/rules';
import { session } from '../../authProvider/session';
import { FormDialog } from '../../forms/FormDialog';
import { apiDateTime } from '../../format/dates';
import type { MediaContentConfig } from './types';

/**
 * Add a short video or daily quote from the Published tab (spec sections 4 and 5): the item is created Published,
 * reported by the signed-in admin, then its file is uploaded with the progress shown; if the upload fails the message
 * shows and the dialog stays open (a second submit updates the created item). A time left empty is now.
 */
export const AddMediaDialog = ({ config, onClose }: { config: MediaContentConfig; onClose: () => void }) => {
  const { area, resource, statusField, timeField, reporterField, fileField, Fields, FileInput } = config;
  const [progress, setProgress] = useState<number | undefined>(undefined);
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resource}
      title={`app.${area}.add_title`}
      success={`app.${area}.added`}
      busyLabel="app.review.saving"
      meta={{ onUploadProgress: (_field, fraction) => setProgress(fraction) }}
      transform={(values) => {
        const time = apiDateTime(values[timeField]);
        return {
          ...config.toData(values, 'create'),
          [statusField]: 'Published',
          [reporterField]: session.current()?.id,
          ...(time ? { [timeField]: time } : {}),
          [fileField]: values[fileField],
        };
      }}
    >
      <FileInput required progress={progress} />
      <Fields disabled={false} timeRule={notInPast(messages.pastDateTime)} />
    </FormDialog>
  );
};
