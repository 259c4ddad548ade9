import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CountCard, FilterTabs, ListHeader, ListTable, NumberedPagination, StatusToggle } from '../../custom';
import { CategoryDialog } from './CategoryDialog';
import { categoryKinds, type CategoryKind } from './kinds';

/** The tab is the list filter's `kind`, so it sits in the URL with the page. */
const useKind = (): CategoryKind => {
  const [params] = useSearchParams();
  let value: unknown;
  try {
    value = (JSON.parse(params.get('filter') ?? '{}') as { kind?: unknown }).kind;
  } catch {
    value = undefined;
  }
  return categoryKinds.find((kind) => kind.value === value) ?? categoryKinds[0];
};

const CategoryTable = ({ kind }: { kind: CategoryKind }) => {
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  const translate = useTranslate();
  return (
    <>
      <FilterTabs
        source="kind"
        label="app.categories.tabs_name"
        tabs={categoryKinds.map(({ tab, value }) => ({ label: tab, value }))}
      />
      <ListHeader>
        <CountCard label="app.categories.count" />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          {translate('app.categories.add_button')}
        </Button>
      </ListHeader>
      <ListTable>
        <TextField source={kind.name} label="app.categories.column" sortable={false} />
        <StatusToggle
          source={kind.status}
          label="app.list.status"
          sortable={false}
          name={(record) => record[kind.name]}
          success={kind.statusToast}
          failure={kind.statusFailure}
        />
        <FunctionField
          label="app.list.actions"
          render={(record: RaRecord) => (
            <IconButton
              aria-label={translate('app.list.edit', { name: record[kind.name] })}
              onClick={() => setDialog({ record })}
            >
              <EditIcon />
            </IconButton>
          )}
        />
      </ListTable>
      {dialog && <CategoryDialog kind={kind} record={dialog.record} onClose={() => setDialog(null)} />}
    </>
  );
};

/** Settings > Categories: News, Short Videos and Novels categories, 10 per page. */
export const CategoryList = () => {
  const kind = useKind();
  return (
    <List
      key={kind.resource}
      resource={kind.resource}
      title="app.categories.title"
      filterDefaultValues={{ kind: kind.value }}
      perPage={10}
      pagination={<NumberedPagination />}
      actions={false}
      exporter={false}
      empty={false}
    >
      <CategoryTable kind={kind} />
    </List>
  );
};
