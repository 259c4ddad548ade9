import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { PublishedDay } from './figures';

const PublishedChart = lazy(async () => ({ default: (await import('./PublishedChart')).PublishedChart }));

const CHART_HEIGHT = 300;

/** The last 30 days' published content: totals in words (what a screen reader gets) and the chart. */
export const PublishedCard = ({ days }: { days?: PublishedDay[] }) => {
  const translate = useTranslate();
  const sum = (pick: (day: PublishedDay) => number) => (days ?? []).reduce((total, day) => total + pick(day), 0);
  return (
    <Card component="figure" sx={{ m: 0 }} aria-labelledby="dashboard-published-title">
      <CardContent>
        <Typography id="dashboard-published-title" component="h2" variant="h6">
          {translate('app.dashboard.chart.title', { days: days?.length ?? 30 })}
        </Typography>
        {days ? (
          <>
            <Typography component="figcaption" variant="body2" color="text.secondary">
              {translate('app.dashboard.chart.totals', {
                posts: sum((day) => day.posts ?? 0),
                shorts: sum((day) => day.shorts ?? 0),
                quotes: sum((day) => day.quotes ?? 0),
              })}
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />}>
              <PublishedChart days={days} />
            </Suspense>
          </>
        ) : (
          <Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />
        )}
      </CardContent>
    </Card>
  );
};
