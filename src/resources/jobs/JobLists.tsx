import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { List, useTranslate } from 'react-admin';
import { jobDayFilters } from '#contract/rules';
import { CountCard } from '../../list/CountCard';
import { FilterChip } from '../../list/FilterChip';
import { FilterMenu } from '../../list/FilterMenu';
import { ListHeader } from '../../list/ListHeader';
import { NumberedPagination } from '../../list/NumberedPagination';
import type { ListRoute } from '../../routing/listRoute';
import type { TabScreenProps } from '../../routing/section';
import type { jobsSection } from './section';
import { AddJobDialog } from './AddJobDialog';
import { JobGrid } from './JobGrid';

type JobTab = keyof typeof jobsSection.tabs;

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
 * One jobs tab (its declared list): count card, day filter and the cards. `endingWithin` (active jobs expiring within
 * N days) comes only from the dashboard's link and shows as a chip.
 */
const JobStatusList = ({ list, count, header }: { list: ListRoute; count: string; header?: ReactNode }) => (
  <List
    {...list}
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

/** A Jobs tab: Active Jobs, with '+ Add new Job', or Expired Jobs. */
export const JobList = ({ tab, list }: TabScreenProps<JobTab>) => (
  <JobStatusList list={list} count={`app.jobs.count.${tab}`} header={tab === 'active' && <AddJobButton />} />
);
