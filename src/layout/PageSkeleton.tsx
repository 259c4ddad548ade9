import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a screen shows while its code or first data load. */
export const PageSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }} role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
      <Skeleton variant="rounded" width={200} height={64} sx={{ mb: 2 }} />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={40} />
      ))}
    </Box>
  );
};
