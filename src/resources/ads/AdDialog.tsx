import { useMemo, useState } from 'react';
import { ads } from '#contract/resources/ads';
import { limits, messages, notInPast, required, type Rule } from '#contract/rules';
import { apiDateTime } from '../../format/dates';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { FormDialog } from '../../forms/FormDialog';
import { resourceName } from '../../dataProvider';
import type { RecordDialogProps } from '../../declared/RecordDialog';
import { textKey } from '../../declared/texts';
import { AdFields } from './AdFields';
import { adBody, formValuesOf, type Ad } from './adValues';

const imageRules = [
  fileExtension(['.png', '.jpg', '.jpeg'], 'app.ads.image_type'),
  fileSize(limits.imageMaxBytes, messages.imageSize),
];

const useProgress = () => {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  return { progress, meta: { onUploadProgress: (_field: string, fraction: number) => setProgress(fraction) } };
};

const imageLabel = textKey(ads, 'fields.adsImageURL');

/** Add Ad (spec sections 4 and 5): the ad is created, then its image is uploaded with the progress shown. */
const AddAdDialog = ({ onClose }: { onClose: () => void }) => {
  const { progress, meta } = useProgress();
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('ads')}
      title={textKey(ads, 'add_title')}
      success={textKey(ads, 'added')}
      meta={meta}
      transform={adBody}
    >
      <FileUploadInput
        source="adsImage"
        label={imageLabel}
        hint="app.ads.image_hint"
        accept=".png,.jpg,.jpeg"
        progress={progress}
        preview
        validate={[required(messages.imageRequired), ...imageRules]}
      />
      <AdFields startRule={ads.fields.startDateTime.createRules} />
    </FormDialog>
  );
};

/**
 * Edit Ad: opens in view mode with Edit and Cancel (spec section 2); the image is optional. Only a changed start
 * must not be in the past, so a running ad can still be renamed (as the server checks).
 */
const EditAdDialog = ({ ad, onClose }: { ad: Ad; onClose: () => void }) => {
  const { progress, meta } = useProgress();
  const initial = useMemo(() => formValuesOf(ad), [ad]);
  const changedStart: Rule[] = [
    (value) =>
      apiDateTime(value) === apiDateTime(initial.startDateTime) ? undefined : notInPast(messages.pastDateTime)(value),
  ];
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('ads')}
      record={initial}
      valuesOf={(current) => formValuesOf(current as Ad)}
      title={textKey(ads, 'edit_title')}
      success={textKey(ads, 'updated')}
      meta={meta}
      transform={adBody}
      toggleEdit
    >
      {(editing) => (
        <>
          {editing ? (
            <FileUploadInput
              source="adsImage"
              label={imageLabel}
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

/** The ads' add/edit dialog, named by their declaration's `screen.overrides` (src/declared/overrides.tsx). */
export const AdDialog = ({ record, onClose }: RecordDialogProps) =>
  record ? <EditAdDialog ad={record as Ad} onClose={onClose} /> : <AddAdDialog onClose={onClose} />;
