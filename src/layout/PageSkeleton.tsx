import { Box, Skeleton } from '@mui/material';

/** What a screen shows while its code or first data load. */
export const PageSkeleton = () => (
  <Box sx={{ p: 2 }} aria-busy="true" aria-label="Loading">
    <Skeleton variant="rounded" width={200} height={64} sx={{ mb: 2 }} />
    {Array.from({ length: 5 }, (_, i) => (
      <Skeleton key={i} height={40} />
    ))}
  </Box>
);
