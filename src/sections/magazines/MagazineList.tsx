import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useListContext, useTranslate } from 'react-admin';
import { jobDayFilters } from '#contract/rules';
import { useCan } from '../../access/useAccess';
import { CountCard } from '../../list/CountCard';
import { EmptyTable } from '../../list/EmptyTable';
import { FilterChip } from '../../list/FilterChip';
import { FilterMenu } from '../../list/FilterMenu';
import { ImageCardGrid, ImageCardGridSkeleton } from '../../media/ImageCardGrid';
import { ListHeader } from '../../list/ListHeader';
import { MagazineCard } from './MagazineCard';
import { MagazineDialog } from './MagazineDialog';
import { MagazineFormDialog } from './MagazineFormDialog';
import type { TabScreenProps } from '../../routing/section';
import { TabList } from '../../routing/TabList';

/** Pages are portrait (A4 and the like): 180 px and up. */
const pageGrid = { aspect: '3 / 4', minWidth: 180 } as const;

const dayLabels: Record<(typeof jobDayFilters)[number], string> = {
  1: 'app.magazines.filter.today',
  7: 'app.magazines.filter.last_7',
  15: 'app.magazines.filter.last_15',
  30: 'app.magazines.filter.last_30',
};

/** Today, Last 7, 15 and 30 Days as radios (clicking the chosen one again clears it) with Clear All. */
const DayFilter = () => (
  <FilterMenu
    groups={[
      {
        source: 'days',
        label: 'app.magazines.filter.heading',
        options: jobDayFilters.map((days) => ({ id: days, name: dayLabels[days] })),
      },
    ]}
  />
);

const MagazineGrid = ({ onOpen }: { onOpen: (magazine: RaRecord) => void }) => {
  const { data, isPending } = useListContext();
  if (isPending) return <ImageCardGridSkeleton {...pageGrid} />;
  if (!data || data.length === 0) return <EmptyTable message="app.magazines.empty" />;
  return (
    <ImageCardGrid {...pageGrid}>
      {data.map((magazine) => (
        <MagazineCard key={String(magazine.id)} magazine={magazine} onOpen={onOpen} />
      ))}
    </ImageCardGrid>
  );
};

/**
 * One Magazines tab (its declared list): count card, the day filter and the cards. Active also has '+ Add Magazine',
 * and may be opened with `endingWithin` (the dashboard's 'expiring within 7 days' link), shown as a chip that removes
 * it.
 */
export const MagazineList = ({ tab: phase, list }: TabScreenProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<RaRecord | null>(null);
  const [adding, setAdding] = useState(false);
  const mayAdd = useCan('magazines', 'create');
  return (
    <TabList list={list} title="app.magazines.title" component="div">
      <ListHeader>
        <CountCard label={`app.magazines.count.${phase}`} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <FilterChip source="endingWithin" label="app.magazines.expiring_within" />
          <DayFilter />
          {phase === 'active' && mayAdd && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {translate('app.magazines.add_button')}
            </Button>
          )}
        </Stack>
      </ListHeader>
      <MagazineGrid onOpen={setOpen} />
      {open && <MagazineDialog id={open.id} onClose={() => setOpen(null)} />}
      {adding && <MagazineFormDialog onClose={() => setAdding(false)} />}
    </TabList>
  );
};
