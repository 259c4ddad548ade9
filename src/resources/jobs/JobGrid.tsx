import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyTable } from '../../list/EmptyTable';
import { EditJobDialog } from './EditJobDialog';
import { JobCard } from './JobCard';
import { JobViewDialog } from './JobViewDialog';
import type { Job } from './jobValues';

/** 1, 2 or 3 columns by width; minmax(0, …) keeps a long word from widening a column on a phone. */
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

const GridSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box sx={gridSx} aria-busy="true" aria-label={translate('ra.page.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 2 }}>
            <Skeleton variant="rounded" width={72} height={72} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="50%" />
              <Skeleton width="60%" />
              <Skeleton width="30%" />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

/** The jobs of the current page as cards, with the View and Edit dialogs they open. */
export const JobGrid = () => {
  const { data, isPending } = useListContext<Job>();
  const [viewing, setViewing] = useState<Job | null>(null);
  const [editing, setEditing] = useState<Job | null>(null);

  if (isPending) return <GridSkeleton />;
  if (!data || data.length === 0) return <EmptyTable message="app.jobs.empty" />;
  return (
    <>
      <Box sx={gridSx}>
        {data.map((job) => (
          <JobCard key={job.id} job={job} onEdit={setEditing} onView={setViewing} />
        ))}
      </Box>
      {viewing && (
        <JobViewDialog
          job={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing(viewing);
            setViewing(null);
          }}
        />
      )}
      {editing && <EditJobDialog job={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
