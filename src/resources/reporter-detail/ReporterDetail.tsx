import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Title } from 'react-admin';
import { Outlet, useParams } from 'react-router-dom';
import { RouteTabs } from '../../custom';
import { reporterDetailPaths } from './paths';
import { CardGridSkeleton } from './ContentCard';
import { contentKinds } from './kinds';
import { ReporterContent } from './ReporterContent';
import { ReporterHeader } from './ReporterHeader';

/** /view-reporter/{id}: the reporter's header above the News, Short Videos and Daily Quotes tabs (child routes). */
export const ReporterDetail = () => {
  const { id = '' } = useParams();
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title="app.reporter_detail.title" />
      <ReporterHeader id={id} />
      <RouteTabs
        label="app.reporter_detail.tabs_name"
        tabs={Object.values(contentKinds).map((kind) => ({
          label: kind.tab,
          to: reporterDetailPaths.of(id, kind.path),
        }))}
      />
      {/* The tab's own code loads here, so the header stays while it does. */}
      <Suspense fallback={<CardGridSkeleton />}>
        <Outlet />
      </Suspense>
    </Box>
  );
};

export const ReporterNews = () => <ReporterContent kind={contentKinds.news} />;
export const ReporterShortVideos = () => <ReporterContent kind={contentKinds.shortVideos} />;
export const ReporterDailyQuotes = () => <ReporterContent kind={contentKinds.dailyQuotes} />;
