import { useCreate } from 'react-admin';
import { dosAndDonts } from '#contract/resources/dos-and-donts';
import { resourceNameOf } from '../../declared/resourceName';
import { textKey } from '../../declaration/texts';
import { DosAndDontsForm } from './DosAndDontsForm';

/** Settings > Add Dos and Don'ts: a title and one empty point to start; Publish saves and opens the page. */
export const AddDosAndDonts = () => {
  const [create] = useCreate();
  return (
    <DosAndDontsForm
      title={textKey(dosAndDonts, 'add_title')}
      defaultValues={{ title: '', points: [{ text: '' }] }}
      save={(data) => create(resourceNameOf(dosAndDonts), { data }, { returnPromise: true })}
      success={textKey(dosAndDonts, 'added')}
      submitLabel="app.dos_and_donts.publish"
      busyLabel="app.dos_and_donts.publishing"
    />
  );
};
