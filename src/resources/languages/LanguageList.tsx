import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import { CountCard, FilterTabs, ListHeader, ListTable, NumberedPagination, StatusToggle } from '../../custom';
import { LanguageDialog } from './LanguageDialog';
import { resourceName } from '../../dataProvider';

type DialogState = { record?: RaRecord } | null;

const LanguageTable = () => {
  const [dialog, setDialog] = useState<DialogState>(null);
  const translate = useTranslate();
  return (
    <>
      <FilterTabs
        source="status"
        label="app.languages.tabs_name"
        tabs={[
          { label: 'app.languages.tabs.active', value: 'Active' },
          { label: 'app.languages.tabs.inactive', value: 'Inactive' },
        ]}
      />
      <ListHeader>
        <CountCard label="app.languages.count" />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          {translate('app.languages.add_button')}
        </Button>
      </ListHeader>
      <ListTable>
        <TextField source="languageName" label="app.languages.name" sortable={false} />
        <StatusToggle
          source="languageStatus"
          label="app.list.status"
          sortable={false}
          name={(record) => record.languageName}
          success={{ Active: 'app.languages.now_active', Inactive: 'app.languages.now_inactive' }}
          failure="app.languages.status_failure"
        />
        <FunctionField
          label="app.list.actions"
          render={(record: RaRecord) => (
            <IconButton
              aria-label={translate('app.list.edit', { name: record.languageName })}
              onClick={() => setDialog({ record })}
            >
              <EditIcon />
            </IconButton>
          )}
        />
      </ListTable>
      {dialog && <LanguageDialog record={dialog.record} onClose={() => setDialog(null)} />}
    </>
  );
};

/** Settings > Languages: active and inactive languages, 10 per page (spec sections 2 and 9). */
export const LanguageList = () => (
  <List
    resource={resourceName('languages')}
    title="app.languages.title"
    filterDefaultValues={{ status: 'Active' }}
    perPage={10}
    pagination={<NumberedPagination />}
    actions={false}
    exporter={false}
    empty={false}
  >
    <LanguageTable />
  </List>
);
