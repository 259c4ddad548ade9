import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Title, useGetOne } from 'react-admin';
import { Outlet, useParams } from 'react-router-dom';
import { RouteTabs } from '../../layout/Tabs';
import { errorStatus, resourceName } from '../../dataProvider';
import { opening } from '../../access/access';
import { reporterPath, type ReporterTab } from './section';
import { CardGridSkeleton } from './ContentCard';
import { contentKinds } from './kinds';
import { ReporterContent } from './ReporterContent';
import { ReporterHeader } from './ReporterHeader';
import { ReporterNotFound } from './ReporterNotFound';
import { reporterLookup } from './reporterLookup';
import { reporters } from '#contract/resources/reporters';
import { DeskPanel } from '../../desk/DeskPanel';

/**
 * /view-reporter/{id}: the reporter's header and review desk (issue 44) above the News, Short Videos and Daily Quotes
 * tabs (child routes).
 */
export const ReporterDetail = () => {
  const { id = '' } = useParams();
  // The header's own lookup (one request, shared): an unknown id gets a not-found state instead of empty tabs.
  const { error } = useGetOne(resourceName('reporters'), { id }, reporterLookup);
  if (errorStatus(error) === 404)
    return (
      <>
        <Title title="app.reporter_detail.not_found" />
        <ReporterNotFound />
      </>
    );
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title="app.reporter_detail.title" />
      <ReporterHeader id={id} />
      {reporters.desk && (
        <Box sx={{ mb: 2, maxWidth: 720 }}>
          <DeskPanel resource={reporters.name} recorded={reporters.name} id={id} />
        </Box>
      )}
      <RouteTabs
        label="app.reporter_detail.tabs_name"
        tabs={Object.entries(contentKinds).map(([tab, kind]) => ({
          label: kind.tab,
          to: reporterPath(id, tab as ReporterTab),
          allows: opening(kind.content.resource),
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
