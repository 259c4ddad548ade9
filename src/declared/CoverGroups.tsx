import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useCan } from '../access/useAccess';
import { useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CountCard } from '../list/CountCard';
import { EmptyTable } from '../list/EmptyTable';
import { ListHeader } from '../list/ListHeader';
import { SearchBox } from '../list/SearchBox';
import { ImageCardGrid, ImageCardGridSkeleton } from '../media/ImageCardGrid';
import { listPath } from '../routing/section';
import type { Declared } from '../declaration/declared';
import { textKey } from '../declaration/texts';
import { CoverCard, coverGrid, coversOf } from './CoverCard';
import { CoverView } from './CoverView';
import { RecordDialog } from './RecordDialog';
import { useShownRecord } from '../list/useShownRecord';

/** One group: its name, View All (to its page, with the tab's view), and its first covers (at most 6, spec section 9). */
const CoverGroup = ({
  declaration,
  group,
  view,
  onOpen,
}: {
  declaration: Declared;
  group: RaRecord;
  view: string;
  onOpen: (record: RaRecord) => void;
}) => {
  const translate = useTranslate();
  const covers = coversOf(declaration);
  const headingId = useId();
  const name = String(group[covers.name] ?? '');
  const records: unknown = group[covers.records];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {name}
        </Typography>
        <Link
          component={RouterLink}
          to={listPath(covers.page.path.replace(':id', encodeURIComponent(String(group.id))), { status: view })}
          aria-label={translate(textKey(declaration, 'covers.view_all_name'), { name })}
        >
          {translate(textKey(declaration, 'covers.view_all'))}
        </Link>
      </Stack>
      <ImageCardGrid {...coverGrid}>
        {(Array.isArray(records) ? (records as RaRecord[]) : []).map((record) => {
          const id = String(record[declaration.id]);
          return <CoverCard key={id} declaration={declaration} record={{ ...record, id }} onOpen={onOpen} />;
        })}
      </ImageCardGrid>
    </Box>
  );
};

/**
 * A tab of cover groups (`screen.covers`): the count card (records, not groups), the debounced search, the Add
 * button unless the tab has none, the groups, and the view and add dialogs they open.
 */
export const CoverGroups = ({ declaration, tab, count }: { declaration: Declared; tab: string; count: string }) => {
  const translate = useTranslate();
  const { data, isPending, filterValues } = useListContext();
  const [open, setOpen] = useShownRecord(declaration.name);
  const [adding, setAdding] = useState(false);
  const { screen, api } = declaration;
  const view = String(filterValues.status ?? screen?.sectionTabs?.[tab]?.view ?? '');
  const mayAdd = useCan(declaration.name, 'create');
  return (
    <>
      <ListHeader>
        <CountCard label={count} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
          {screen?.search && <SearchBox placeholder={translate(textKey(declaration, 'search'))} debounce={1000} />}
          {api.create && screen?.add && screen.sectionTabs?.[tab]?.add !== false && mayAdd && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {translate(textKey(declaration, 'add_button'))}
            </Button>
          )}
        </Stack>
      </ListHeader>
      {isPending ? (
        <ImageCardGridSkeleton {...coverGrid} />
      ) : !data || data.length === 0 ? (
        <EmptyTable message={textKey(declaration, 'covers.empty')} />
      ) : (
        data.map((group) => (
          <CoverGroup key={String(group.id)} declaration={declaration} group={group} view={view} onOpen={setOpen} />
        ))
      )}
      {open && <CoverView declaration={declaration} id={open.id} onClose={() => setOpen(null)} />}
      {adding && <RecordDialog declaration={declaration} onClose={() => setAdding(false)} />}
    </>
  );
};
