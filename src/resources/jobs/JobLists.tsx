import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { List, useTranslate } from 'react-admin';
import { jobDayFilters } from '#contract/rules';
import { CountCard, FilterChip, FilterMenu, ListHeader, NumberedPagination } from '../../custom';
import { resourceName } from '../../dataProvider';
import { AddJobDialog } from './AddJobDialog';
import { JobGrid } from './JobGrid';

/** The list call's two modes (spec section 4: expired jobs load with the 'expiry' mode). */
type JobStatus = 'active' | 'expiry';

const dayLabels: Record<(typeof jobDayFilters)[number], string> = {
  1: 'app.jobs.days.today',
  7: 'app.jobs.days.last7',
  15: 'app.jobs.days.last15',
  30: 'app.jobs.days.last30',
};

/** The day filter: one of Today, Last 7, 15 or 30 Days, or none (clicking the chosen one again clears it). */
const DayFilter = () => (
  <FilterMenu
    groups={[{ source: 'days', options: jobDayFilters.map((days) => ({ id: days, name: dayLabels[days] })) }]}
  />
);

const AddJobButton = () => {
  const [adding, setAdding] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <Button variant="contained" onClick={() => setAdding(true)}>
        {translate('app.jobs.add_button')}
      </Button>
      {adding && <AddJobDialog onClose={() => setAdding(false)} />}
    </>
  );
};

/**
 * One jobs tab: count card, day filter and the cards, 12 to a page (the server's default; the spec gives none). The
 * mode is the route, so it is a permanent filter; each tab keeps its own page and filter (`storeKey`), in the URL.
 * `endingWithin` (active jobs expiring within N days) comes only from the dashboard's link and shows as a chip.
 */
const JobStatusList = ({ status, count, header }: { status: JobStatus; count: string; header?: ReactNode }) => (
  <List
    resource={resourceName('jobs')}
    storeKey={`jobs.${status}`}
    filter={{ status }}
    perPage={12}
    pagination={<NumberedPagination />}
    actions={false}
    exporter={false}
    empty={false}
    title="app.jobs.title"
    component="div"
  >
    <ListHeader>
      <CountCard label={count} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <FilterChip source="endingWithin" label="app.jobs.expiring_within" />
        <DayFilter />
        {header}
      </Stack>
    </ListHeader>
    <JobGrid />
  </List>
);

/** Active Jobs, with '+ Add new Job'. */
export const ActiveJobList = () => (
  <JobStatusList status="active" count="app.jobs.count.active" header={<AddJobButton />} />
);

/** Expired Jobs. */
export const ExpiredJobList = () => <JobStatusList status="expiry" count="app.jobs.count.expired" />;
