import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  CountCard,
  FilterTabs,
  formatDateTime,
  ListHeader,
  ListTable,
  NumberedPagination,
  SearchBox,
  SerialNumberField,
  StatusToggle,
} from '../custom';
import { fieldsOf, nameFieldOf, type Declared } from './declared';
import { resourceNameOf } from './resourceName';
import { dialogOverrides } from './overrides';
import { RecordDialog } from './RecordDialog';
import { textKey } from './texts';

/** The resource of a page that shows several (the category kinds): the URL's list filter `kind` picks the tab. */
const useCurrent = (declarations: readonly Declared[]): Declared => {
  const [params] = useSearchParams();
  if (declarations.length === 1) return declarations[0];
  let kind: unknown;
  try {
    kind = (JSON.parse(params.get('filter') ?? '{}') as { kind?: unknown }).kind;
  } catch {
    kind = undefined;
  }
  return declarations.find((declaration) => declaration.screen?.kind?.value === kind) ?? declarations[0];
};

/** The table's columns, in the order of the declaration's fields: text, date-time and the status switch. */
const columnsOf = (declaration: Declared): ReactElement[] => {
  const nameField = nameFieldOf(declaration);
  const header = (name: string) =>
    textKey(declaration, declaration.screen?.headers?.[name] ? `headers.${name}` : `fields.${name}`);
  return fieldsOf(declaration).flatMap(([name, field]): ReactElement[] => {
    if (!field.list) return [];
    if (field.list === 'toggle')
      return [
        <StatusToggle
          key={name}
          source={name}
          label={header(name)}
          sortable={false}
          name={(record) => String(record[nameField])}
          success={{ Active: textKey(declaration, 'status.Active'), Inactive: textKey(declaration, 'status.Inactive') }}
          failure={textKey(declaration, 'status_failure')}
        />,
      ];
    if (field.type === 'datetime')
      return [
        <FunctionField
          key={name}
          label={header(name)}
          sortable={false}
          render={(record: RaRecord) => formatDateTime(record[name])}
        />,
      ];
    return [<TextField key={name} source={name} label={header(name)} sortable={false} />];
  });
};

const Table = ({ declaration, kinds }: { declaration: Declared; kinds: readonly Declared[] }) => {
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  const translate = useTranslate();
  const { screen, api } = declaration;
  const nameField = nameFieldOf(declaration);
  const Dialog = dialogOverrides[declaration.name] ?? RecordDialog;
  const editable =
    api.update &&
    fieldsOf(declaration)
      .map(([, field]) => field)
      .some((field) => field.form);
  return (
    <>
      {kinds.length > 1 && (
        <FilterTabs
          source="kind"
          label={textKey(kinds[0], 'kind_tabs_name')}
          tabs={kinds.map((kind) => ({ label: textKey(kind, 'kind_tab'), value: kind.screen?.kind?.value ?? '' }))}
        />
      )}
      {screen?.tabs && (
        <FilterTabs
          source="status"
          label={textKey(declaration, 'tabs_name')}
          tabs={Object.keys(screen.tabs.labels).map((value) => ({
            label: textKey(declaration, `tabs.${value}`),
            value,
          }))}
        />
      )}
      <ListHeader>
        <CountCard label={textKey(declaration, 'count')} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {screen?.search && <SearchBox placeholder={translate(textKey(declaration, 'search'))} />}
          {api.create && screen?.add && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
              {translate(textKey(declaration, 'add_button'))}
            </Button>
          )}
        </Stack>
      </ListHeader>
      <ListTable>
        {screen?.serial && <SerialNumberField label={textKey(declaration, 'serial')} />}
        {columnsOf(declaration)}
        {editable && (
          <FunctionField
            label="app.list.actions"
            render={(record: RaRecord) => (
              <IconButton
                aria-label={translate('app.list.edit', { name: record[nameField] })}
                onClick={() => setDialog({ record })}
              >
                <EditIcon />
              </IconButton>
            )}
          />
        )}
      </ListTable>
      {dialog && <Dialog declaration={declaration} record={dialog.record} onClose={() => setDialog(null)} />}
    </>
  );
};

/**
 * The list screen of declared resources: tabs by status (or one tab per resource when a page shows several), the
 * count card, search, add button, the table with its columns, status switches and edit buttons, numbered pages,
 * 'No data available' when empty and Retry when the list could not be loaded (ListTable), and the add/edit dialog.
 */
export const ListScreen = ({ declarations }: { declarations: readonly Declared[] }) => {
  const declaration = useCurrent(declarations);
  const { screen } = declaration;
  const tabs = screen?.tabs && Object.keys(screen.tabs.labels);
  return (
    <List
      key={declaration.name}
      resource={resourceNameOf(declaration)}
      title={textKey(declaration, 'title')}
      filterDefaultValues={{
        ...(declarations.length > 1 && { kind: screen?.kind?.value }),
        ...(tabs && { status: tabs[0] }),
      }}
      perPage={screen?.pageSize ?? 10}
      pagination={<NumberedPagination />}
      actions={false}
      exporter={false}
      empty={false}
    >
      <Table declaration={declaration} kinds={declarations} />
    </List>
  );
};
