import { Box, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { resourceName } from '../../dataProvider';
import { figures, type DashboardSummary } from './figures';
import { FigureCard, FigureCardSkeleton } from './FigureCard';
import { PublishedCard } from './PublishedCard';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

/**
 * What waits for the admin (beyond the spec's placeholder): each figure links to the list that shows it, and the
 * last 30 days' published content is charted below. One call serves it all.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<DashboardSummary & { id: string }>(resourceName('dashboard'), {
    id: 'summary',
  });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h1">
        {translate('app.dashboard.title')}
      </Typography>
      {error ? (
        <Typography color="error">{translate('app.dashboard.load_failed')}</Typography>
      ) : (
        <>
          <Box component="section" aria-label={translate('app.dashboard.waiting')} sx={gridSx}>
            {isPending || !data
              ? figures.map(({ key }) => <FigureCardSkeleton key={key} />)
              : // Only the figures answered: the server leaves out those of lists the admin may not open.
                figures.flatMap(({ key, label, to }) => {
                  const value = data[key];
                  return value === undefined
                    ? []
                    : [
                        <FigureCard
                          key={key}
                          value={value}
                          label={label}
                          to={typeof to === 'string' ? to : to(data.soonDays)}
                          days={data.soonDays}
                          detail={
                            key === 'openTickets'
                              ? translate('app.dashboard.figures.ticketsDetail', {
                                  inProgress: data.ticketsInProgress,
                                  underReview: data.ticketsUnderReview,
                                })
                              : undefined
                          }
                        />,
                      ];
                })}
          </Box>
          <PublishedCard days={data?.published} />
        </>
      )}
    </Stack>
  );
};
