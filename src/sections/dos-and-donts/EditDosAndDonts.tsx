import { Card, CardContent, Skeleton } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useUpdate } from 'react-admin';
import { ListLoadError } from '../../list/ListLoadError';
import { dosAndDonts } from '#contract/resources/dos-and-donts';
import { resourceNameOf } from '../../declared/resourceName';
import { textKey } from '../../declaration/texts';
import { DosAndDontsForm } from './DosAndDontsForm';
import { dosAndDontsPaths } from './paths';
import { useDosAndDonts } from './useDosAndDonts';

/**
 * Settings > Edit Dos and Don'ts: the saved title and points; the save sends the version it read, so a page changed
 * by someone else meanwhile is refused (409) instead of overwritten. Before any page exists it opens the add form.
 */
export const EditDosAndDonts = () => {
  const { page, isPending, failed, refetch } = useDosAndDonts();
  const [update] = useUpdate();
  if (isPending || failed)
    return (
      <Card sx={{ mt: 2, maxWidth: 840 }}>
        <CardContent>
          {failed ? (
            <ListLoadError message="app.dos_and_donts.load_failed" onRetry={refetch} />
          ) : (
            <Skeleton variant="rounded" height={240} aria-hidden />
          )}
        </CardContent>
      </Card>
    );
  if (!page) return <Navigate to={dosAndDontsPaths.add} replace />;
  const points = Array.isArray(page.points) ? page.points.map((text: unknown) => ({ text: String(text) })) : [];
  return (
    <DosAndDontsForm
      title={textKey(dosAndDonts, 'edit_title')}
      defaultValues={{ title: String(page.title ?? ''), points: points.length ? points : [{ text: '' }] }}
      save={(data) =>
        update(resourceNameOf(dosAndDonts), { id: page.id, data, previousData: page }, { returnPromise: true })
      }
      success={textKey(dosAndDonts, 'updated')}
      submitLabel="app.dos_and_donts.update"
      busyLabel="app.dos_and_donts.updating"
    />
  );
};
