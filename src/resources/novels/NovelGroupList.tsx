import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { List, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CountCard } from '../../list/CountCard';
import { EmptyTable } from '../../list/EmptyTable';
import { ImageCardGrid, ImageCardGridSkeleton } from '../../media/ImageCardGrid';
import { ListHeader } from '../../list/ListHeader';
import { SearchBox } from '../../list/SearchBox';
import { NovelCard } from './NovelCard';
import { NovelDialog } from './NovelDialog';
import { NovelFormDialog } from './NovelFormDialog';
import type { TabScreenProps } from '../../routing/section';
import { novelCategoryPath, type NovelPhase } from './section';

/** Covers of a group side by side: a book's shape, 140 px and up. */
export const coverGrid = { aspect: '2 / 3', minWidth: 140 } as const;

const novelsOf = (group: RaRecord): RaRecord[] => (Array.isArray(group.novels) ? group.novels : []);

/** One category: its name, View All, and its first covers (at most 6, spec section 9). */
const NovelGroup = ({
  group,
  phase,
  onOpen,
}: {
  group: RaRecord;
  phase: NovelPhase;
  onOpen: (n: RaRecord) => void;
}) => {
  const translate = useTranslate();
  const name = String(group.categoryName ?? '');
  const headingId = `novel-group-${String(group.id)}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {name}
        </Typography>
        <Link
          component={RouterLink}
          to={novelCategoryPath(String(group.id), phase)}
          aria-label={translate('app.novels.view_all_label', { name })}
        >
          {translate('app.novels.view_all')}
        </Link>
      </Stack>
      <ImageCardGrid {...coverGrid}>
        {novelsOf(group).map((novel) => (
          <NovelCard key={String(novel.novelID)} novel={{ ...novel, id: String(novel.novelID) }} onOpen={onOpen} />
        ))}
      </ImageCardGrid>
    </Box>
  );
};

const NovelGroups = ({ phase, onOpen }: { phase: NovelPhase; onOpen: (novel: RaRecord) => void }) => {
  const { data, isPending } = useListContext();
  if (isPending) return <ImageCardGridSkeleton {...coverGrid} />;
  if (!data || data.length === 0) return <EmptyTable message="app.novels.empty" />;
  return (
    <>
      {data.map((group) => (
        <NovelGroup key={String(group.id)} group={group} phase={phase} onOpen={onOpen} />
      ))}
    </>
  );
};

/**
 * One Novels tab (its declared list): the count card (novels, not groups), the debounced search by name, and the
 * novels grouped by category. Active also has '+ Add Novel'.
 */
export const NovelGroupList = ({ tab: phase, list }: TabScreenProps<NovelPhase>) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<RaRecord | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <List
      {...list}
      pagination={false}
      actions={false}
      exporter={false}
      empty={false}
      title="app.novels.title"
      component="div"
    >
      <ListHeader>
        <CountCard label={`app.novels.count.${phase}`} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
          <SearchBox placeholder={translate('app.novels.search')} debounce={1000} />
          {phase === 'active' && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {translate('app.novels.add_button')}
            </Button>
          )}
        </Stack>
      </ListHeader>
      <NovelGroups phase={phase} onOpen={setOpen} />
      {open && <NovelDialog id={open.id} onClose={() => setOpen(null)} />}
      {adding && <NovelFormDialog onClose={() => setAdding(false)} />}
    </List>
  );
};
