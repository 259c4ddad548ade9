import { useMemo, useState } from 'react';
import { limits, messages, notInPast, required, type Rule } from '#contract/rules';
import { fileExtension, FileUploadInput, fileSize, FormDialog } from '../../custom';
import { resourceName } from '../../dataProvider';
import { AdFields } from './AdFields';
import { apiDateTime } from '../../custom';
import { adBody, formValuesOf, type Ad } from './adValues';

const imageRules = [
  fileExtension(['.png', '.jpg', '.jpeg'], 'app.ads.image_type'),
  fileSize(limits.imageMaxBytes, messages.imageSize),
];

const useProgress = () => {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  return { progress, meta: { onUploadProgress: (_field: string, fraction: number) => setProgress(fraction) } };
};

/** Add Ad (spec sections 4 and 5): the ad is created, then its image is uploaded with the progress shown. */
export const AddAdDialog = ({ onClose }: { onClose: () => void }) => {
  const { progress, meta } = useProgress();
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('ads')}
      title="app.ads.add_title"
      success="app.ads.added"
      meta={meta}
      transform={adBody}
    >
      <FileUploadInput
        source="adsImage"
        label="app.ads.image_label"
        hint="app.ads.image_hint"
        accept=".png,.jpg,.jpeg"
        progress={progress}
        preview
        validate={[required(messages.imageRequired), ...imageRules]}
      />
      <AdFields startRule={notInPast(messages.startDatePast)} />
    </FormDialog>
  );
};

/**
 * Edit Ad: opens in view mode with Edit and Cancel (spec section 2); the image is optional. Only a changed start
 * must not be in the past, so a running ad can still be renamed (as the server checks).
 */
export const EditAdDialog = ({ ad, onClose }: { ad: Ad; onClose: () => void }) => {
  const { progress, meta } = useProgress();
  const initial = useMemo(() => formValuesOf(ad), [ad]);
  const changedStart: Rule = (value) =>
    apiDateTime(value) === apiDateTime(initial.startDateTime) ? undefined : notInPast(messages.pastDateTime)(value);
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('ads')}
      record={initial}
      title="app.ads.edit_title"
      success="app.ads.updated"
      meta={meta}
      transform={adBody}
      toggleEdit
    >
      {(editing) => (
        <>
          {editing ? (
            <FileUploadInput
              source="adsImage"
              label="app.ads.image_label"
              hint="app.ads.image_hint"
              accept=".png,.jpg,.jpeg"
              progress={progress}
              preview
              currentUrl={ad.adsImageURL}
              validate={imageRules}
            />
          ) : (
            ad.adsImageURL && (
              <img
                src={ad.adsImageURL}
                alt={ad.adsTitle}
                width={320}
                height={180}
                style={{ objectFit: 'contain', maxWidth: '100%', display: 'block', marginBottom: 8 }}
              />
            )
          )}
          <AdFields startRule={changedStart} disabled={!editing} />
        </>
      )}
    </FormDialog>
  );
};
