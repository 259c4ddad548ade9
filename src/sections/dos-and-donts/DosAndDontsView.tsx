import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dosAndDonts } from '#contract/resources/dos-and-donts';
import { textKey } from '../../declaration/texts';
import { ListLoadError } from '../../list/ListLoadError';
import { dosAndDontsPaths } from './paths';
import { useDosAndDonts } from './useDosAndDonts';

const pointsOf = (points: unknown) => (Array.isArray(points) ? points.map(String) : []);

const ViewSkeleton = () => (
  <Stack spacing={1} aria-hidden>
    <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
    <Skeleton width="90%" />
    <Skeleton width="75%" />
    <Skeleton width="85%" />
  </Stack>
);

/** Settings > Dos and Don'ts: the title and its points, with Edit; 'No data found' and an Add link before any. */
export const DosAndDontsView = () => {
  const translate = useTranslate();
  const { page, isPending, failed, refetch } = useDosAndDonts();
  const body = () => {
    if (isPending) return <ViewSkeleton />;
    if (failed) return <ListLoadError message="app.dos_and_donts.load_failed" onRetry={refetch} />;
    if (!page)
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{translate(textKey(dosAndDonts, 'singleton.empty'))}</Typography>
          <Button component={Link} to={dosAndDontsPaths.add} variant="contained" startIcon={<AddIcon />}>
            {translate(textKey(dosAndDonts, 'add_button'))}
          </Button>
        </Stack>
      );
    return (
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {String(page.title)}
          </Typography>
          <Button component={Link} to={dosAndDontsPaths.edit} variant="outlined" startIcon={<EditIcon />}>
            {translate(textKey(dosAndDonts, 'singleton.edit'))}
          </Button>
        </Stack>
        <Typography component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5, overflowWrap: 'anywhere' } }}>
          {pointsOf(page.points).map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </Typography>
      </Stack>
    );
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={textKey(dosAndDonts, 'title')} />
      <CardContent>{body()}</CardContent>
    </Card>
  );
};
