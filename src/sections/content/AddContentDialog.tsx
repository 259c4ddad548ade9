import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { messages, notInPast } from '#contract/rules';
import { session } from '../../dataProvider/session';
import { FormDialog } from '../../forms/FormDialog';
import { apiDateTime } from '../../format/dates';
import type { ContentKind } from './contentKind';
import { useCan } from '../../access/useAccess';

/**
 * Add a post, short video or daily quote (spec sections 4 and 5): the item is created (in the kind's `addedAs`
 * status, else Pending), reported by the signed-in admin, then its file is uploaded with the progress shown; if the
 * upload fails the message shows and the dialog stays open (a second submit updates the created item). A time left
 * empty is now.
 */
export const AddContentDialog = ({ kind, onClose }: { kind: ContentKind; onClose: () => void }) => {
  const { area, resource, statusField, timeField, reporterField, fileField, Fields, FileInput } = kind;
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
          ...kind.toData(values, 'create'),
          ...(kind.addedAs ? { [statusField]: kind.addedAs } : {}),
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

/** The kind's '+ Add' button, which opens its add dialog. */
export const AddContentButton = ({ kind }: { kind: ContentKind }) => {
  const [adding, setAdding] = useState(false);
  const translate = useTranslate();
  const mayAdd = useCan(kind.resource, 'create');
  if (!mayAdd) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setAdding(true)}>
        {translate(`app.${kind.area}.add_button`)}
      </Button>
      {adding && <AddContentDialog kind={kind} onClose={() => setAdding(false)} />}
    </>
  );
};
