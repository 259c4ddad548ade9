import { useCreate } from 'react-admin';
import { resourceName } from '../../dataProvider';
import { DosAndDontsForm } from './DosAndDontsForm';

/** Settings > Add Dos and Don'ts: a title and one empty point to start; Publish saves and opens the page. */
export const AddDosAndDonts = () => {
  const [create] = useCreate();
  return (
    <DosAndDontsForm
      title="app.settings.add_dos_and_donts"
      defaultValues={{ title: '', points: [{ text: '' }] }}
      save={(data) => create(resourceName('dosAndDonts'), { data }, { returnPromise: true })}
      success="app.dos_and_donts.added"
      submitLabel="app.dos_and_donts.publish"
      busyLabel="app.dos_and_donts.publishing"
    />
  );
};
