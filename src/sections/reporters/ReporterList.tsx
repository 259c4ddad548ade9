import { Stack } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import type { DatagridProps, RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { useHiddenFields } from '../../access/useAccess';
import { CountCard } from '../../list/CountCard';
import { FilterMenu } from '../../list/FilterMenu';
import { ListHeader } from '../../list/ListHeader';
import { ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import type { CountCardProps } from '../../list/CountCard';
import { reporterTypes } from './texts';
import type { ReporterStatus } from './section';

/** Count card on the left; search (debounced, clearable) and the Reporter / Guest Reporter filter on the right. */
export const ReporterListHeader = ({
  count,
  debounce = 1000,
  searchable = true,
  children,
}: {
  count: CountCardProps;
  debounce?: number;
  searchable?: boolean;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <ListHeader>
      <CountCard {...count} />
      <Stack
        direction="row"
        // On a phone the search and filter take a line of their own, the search box the width of it.
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        {searchable && (
          <>
            <SearchBox placeholder={translate('app.reporters.search')} debounce={debounce} />
            <FilterMenu groups={[{ source: 'roleType', options: reporterTypes, multiple: true }]} />
          </>
        )}
        {children}
      </Stack>
    </ListHeader>
  );
};

/**
 * The table of a tab. A row whose status is no longer the tab's (an approve, reject or trash waiting for its Undo
 * to run out, or for the list to reload) is dimmed.
 */
export const ReporterTable = ({
  status,
  children,
  ...props
}: { status: ReporterStatus; children: ReactElement[] } & DatagridProps) => {
  // A column of a field the admin's roles hide is left out (its values never arrive).
  const hidden = useHiddenFields('reporters');
  return (
    <ListTable
      rowSx={(record: RaRecord) => (record.status === status ? {} : { opacity: 0.4 })}
      sx={{
        // The bar of bulk actions sits above the table rather than over the search and filter (react-admin's place),
        // and wraps onto two lines on a phone. (&& outranks react-admin's own rule.)
        '&& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none', height: 'auto', flexWrap: 'wrap' },
      }}
      {...props}
    >
      {children.filter((column) => !hidden.has(String((column.props as { source?: string }).source)))}
    </ListTable>
  );
};
