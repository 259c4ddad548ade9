import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { FunctionField, List, TextField } from 'react-admin';
import { CountCard, FilterTabs, ListHeader, ListTable, NumberedPagination, StatusToggle } from '../../custom';
import { LanguageDialog } from './LanguageDialog';

type DialogState = { record?: RaRecord } | null;

const LanguageTable = () => {
  const [dialog, setDialog] = useState<DialogState>(null);
  return (
    <>
      <FilterTabs
        source="status"
        label="Language status"
        tabs={[
          { label: 'Languages', value: 'Active' },
          { label: 'Inactive Languages', value: 'Inactive' },
        ]}
      />
      <ListHeader>
        <CountCard singular="Language" plural="Languages" />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          Add Language
        </Button>
      </ListHeader>
      <ListTable>
        <TextField source="languageName" label="Language Name" sortable={false} />
        <StatusToggle
          source="languageStatus"
          label="Status"
          sortable={false}
          name={(record) => `${record.languageName} status`}
          success={(status) => `Language is ${status}`}
          failure="Error updating Language status"
        />
        <FunctionField
          label="Actions"
          render={(record: RaRecord) => (
            <IconButton aria-label={`Edit ${record.languageName}`} onClick={() => setDialog({ record })}>
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
    resource="languages"
    title="Languages"
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
