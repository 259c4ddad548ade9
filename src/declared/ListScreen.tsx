import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { declaredResources } from '#contract/resources/index';
import { can } from '#contract/permissions';
import { useAccess, useHiddenFields } from '../access/useAccess';
import { CountCard } from '../list/CountCard';
import { FilterChip } from '../list/FilterChip';
import { CopyBox } from '../layout/CopyBox';
import { FilterTabs } from '../layout/Tabs';
import { numericDateTime } from '../format/dates';
import { ListHeader } from '../list/ListHeader';
import { ListTable } from '../list/ListTable';
import { NumberedPagination } from '../list/NumberedPagination';
import { SearchBox } from '../list/SearchBox';
import { SerialNumberField } from '../list/SerialNumberField';
import { StatusToggle } from '../list/StatusToggle';
import { fieldsOf, nameFieldOf, recordNameOf, type Declared } from '../declaration/declared';
import { CardGroupsScreen } from './CardGroupsScreen';
import { DeleteButton } from './DeleteButton';
import { kindColumnOf } from './fieldKinds';
import { filterProps } from './filters';
import { childList, childrenOf, declaredList, shownDeclaration } from './lists';
import { RecordLogPanel } from './RecordLogPanel';
import { RecordDialog } from './RecordDialog';
import { useShownRecord } from '../list/useShownRecord';
import { RowActions } from './RowActions';
import { SingletonScreen } from './SingletonScreen';
import { textKey } from '../declaration/texts';
import { contentDirection } from '../i18n/direction';

/** The keys a create answers once (a generated one-time password). */
const onceKeysOf = (declaration: Declared) =>
  fieldsOf(declaration).flatMap(([, field]) => (field.type === 'password' && field.oneTime ? [field.oneTime.key] : []));

/** Thumbnails keep the table's rows short; the image's own size is given so the rows do not jump as they load. */
const THUMB_WIDTH = 96;
const THUMB_HEIGHT = 54;

/**
 * The table's columns, in the order of the declaration's fields: text, date-time, image and the status switch; text
 * and date-time columns of sortable fields sort on a click of their header.
 */
const columnsOf = (
  declaration: Declared,
  translate: (key: string, options?: object) => string,
  hidden: ReadonlySet<string>,
): ReactElement[] => {
  const nameField = nameFieldOf(declaration);
  const header = (name: string) =>
    textKey(declaration, declaration.screen?.headers?.[name] ? `headers.${name}` : `fields.${name}`);
  const fields = new Map(fieldsOf(declaration));
  const columns = declaration.screen?.columns ?? [...fields].flatMap(([name, field]) => (field.list ? [name] : []));
  return columns.flatMap((name): ReactElement[] => {
    const field = fields.get(name);
    // A field the admin's roles hide is no column at all (issue 40).
    if (!field?.list || hidden.has(name)) return [];
    // A header sorts on a click where the server sorts the list by its field (`sortable`, on a paginated list).
    const sortable = field.sortable === true && declaration.api.list?.paginated === true;
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
    if (field.type === 'datetime' || field.type === 'timestamp')
      return [
        <FunctionField
          key={name}
          label={header(name)}
          sortable={sortable}
          sortBy={name}
          render={(record: RaRecord) =>
            record[name] || field.type !== 'timestamp' || !field.empty
              ? numericDateTime(record[name])
              : translate(textKey(declaration, `empty.${name}`))
          }
        />,
      ];
    if (field.type === 'boolean')
      return [
        <FunctionField
          key={name}
          label={header(name)}
          sortable={false}
          render={(record: RaRecord) =>
            translate(textKey(declaration, `flags.${name}.${String(record[name] === true)}`))
          }
        />,
      ];
    if (field.type === 'image')
      return [
        <FunctionField
          key={name}
          label={header(name)}
          sortable={false}
          render={(record: RaRecord) => {
            const { thumbnail } = field;
            const src: unknown = (thumbnail && record[thumbnail]) ?? record[name];
            return typeof src === 'string' && src ? (
              <img
                src={src}
                alt={translate('app.list.image_of', { label: translate(header(name)), name: record[nameField] })}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                loading="lazy"
                style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
              />
            ) : null;
          }}
        />,
      ];
    const kind = kindColumnOf(declaration, name, field, {
      header: header(name),
      recordName: (record) => recordNameOf(declaration, record),
      translate,
    });
    if (kind) return [kind];
    return [<TextField key={name} source={name} label={header(name)} sortable={sortable} {...contentDirection} />];
  });
};

/** A built-in record (a `permissions` field's `builtIn` flag holds: Owner, Editor, Viewer) is never changed nor deleted. */
const isBuiltIn = (declaration: Declared, record: RaRecord) =>
  fieldsOf(declaration).some(
    ([, field]) => field.type === 'permissions' && field.builtIn && record[field.builtIn] === true,
  );

export interface TableProps {
  declaration: Declared;
  /** The declarations of a page that shows several (one tab each); the declaration alone otherwise. */
  kinds: readonly Declared[];
  /** Catalogue key of the count card's label, where it is not the declaration's `count` (a section tab's own). */
  count?: string;
  /** Values every add from this list carries (a child list's parent id). */
  fixed?: Record<string, unknown>;
}

/**
 * The list of a declared resource inside its `<List>`: its tabs, count card, search, add button, table, row actions
 * and add/edit dialog (with the lists of its child resources under an edited record).
 */
export const Table = ({ declaration, kinds, count, fixed }: TableProps) => {
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  // What a create answered once (a generated one-time password), shown until closed.
  const [handOver, setHandOver] = useState<{ key: string; name: string; value: string }>();
  const translate = useTranslate();
  const { screen, api } = declaration;
  const access = useAccess();
  const may = (action: string) => access !== undefined && can(access, declaration.name, action);
  const hidden = useHiddenFields(declaration.name);
  const editable =
    api.update &&
    may('update') &&
    fieldsOf(declaration)
      .map(([, field]) => field)
      .some((field) => field.form);
  // The record the URL's ?show= names (a search result) opens in the edit dialog, as a click on its Edit does.
  const [shown, setShown] = useShownRecord(declaration.name, !fixed && Boolean(editable));
  const open = dialog ?? (shown ? { record: shown } : null);
  return (
    <>
      {kinds.length > 1 && (
        <FilterTabs
          source="kind"
          label={textKey(kinds[0], 'kind_tabs_name')}
          tabs={kinds.map((kind) => ({ label: textKey(kind, 'kind_tab'), value: kind.screen?.kind?.value ?? '' }))}
        />
      )}
      {screen?.views && (
        <FilterTabs
          source="status"
          label={textKey(declaration, 'views_name')}
          tabs={Object.keys(screen.views.labels).map((value) => ({
            label: textKey(declaration, `views.${value}`),
            value,
          }))}
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
        <CountCard label={count ?? textKey(declaration, 'count')} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {Object.keys(screen?.chips ?? {}).map((source) => (
            <FilterChip key={source} source={source} label={textKey(declaration, `chips.${source}`)} />
          ))}
          {screen?.search && <SearchBox placeholder={translate(textKey(declaration, 'search'))} />}
          {api.create && screen?.add && may('create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
              {translate(textKey(declaration, 'add_button'))}
            </Button>
          )}
        </Stack>
      </ListHeader>
      {handOver && (
        <Alert severity="warning" onClose={() => setHandOver(undefined)} sx={{ mb: 2 }}>
          <Stack spacing={1}>
            <span>{translate(textKey(declaration, `once.${handOver.key}.text`), { name: handOver.name })}</span>
            <CopyBox label={translate(textKey(declaration, `once.${handOver.key}.label`))} lines={[handOver.value]} />
          </Stack>
        </Alert>
      )}
      <ListTable>
        {screen?.serial && <SerialNumberField label={textKey(declaration, 'serial')} />}
        {columnsOf(declaration, translate, hidden)}
        {(editable || screen?.rowActions || (api.delete && may('delete'))) && (
          <FunctionField
            label="app.list.actions"
            render={(record: RaRecord) => (
              <>
                {editable && !isBuiltIn(declaration, record) && (
                  <IconButton
                    aria-label={translate('app.list.edit', { name: recordNameOf(declaration, record) })}
                    onClick={() => setDialog({ record })}
                  >
                    <EditIcon />
                  </IconButton>
                )}
                {screen?.rowActions && <RowActions declaration={declaration} record={record} />}
                {api.delete && may('delete') && !isBuiltIn(declaration, record) && (
                  <DeleteButton declaration={declaration} record={record} />
                )}
              </>
            )}
          />
        )}
      </ListTable>
      {open && (
        <RecordDialog
          declaration={declaration}
          record={open.record}
          fixed={fixed}
          below={
            open.record && (
              <>
                <ChildLists parent={declaration} record={open.record} />
                {screen?.log && <RecordLogPanel declaration={declaration} id={open.record.id} />}
              </>
            )
          }
          onClose={() => {
            setDialog(null);
            setShown(null);
          }}
          onCreated={(created) => {
            const [key] = onceKeysOf(declaration);
            const value = key ? created[key] : undefined;
            setHandOver(
              key && typeof value === 'string' ? { key, name: recordNameOf(declaration, created), value } : undefined,
            );
          }}
        />
      )}
    </>
  );
};

/**
 * The list screen of declared resources: tabs by status (or one tab per resource when a page shows several), the
 * count card, search, add button, the table with its columns, status switches and edit buttons, numbered pages,
 * 'No data available' when empty and Retry when the list could not be loaded (ListTable), and the add/edit dialog.
 * A declaration with `screen.cards` shows its records as cards grouped by status instead.
 */
export const ListScreen = ({ declarations }: { declarations: readonly Declared[] }) => {
  const declaration = shownDeclaration(declarations, useLocation().search);
  if (declaration.screen?.cards) return <CardGroupsScreen declaration={declaration} />;
  if (declaration.screen?.singleton) return <SingletonScreen declaration={declaration} />;
  return (
    <List
      key={declaration.name}
      {...declaredList(declaration, declarations)}
      title={textKey(declaration, 'title')}
      pagination={<NumberedPagination />}
      {...filterProps(declaration)}
      exporter={false}
      empty={false}
    >
      <Table declaration={declaration} kinds={declarations} />
    </List>
  );
};

/**
 * The lists of the resources declared `childOf` this one, under one of its records (a novel's chapters): each
 * filtered by the record's id, which an add from there carries in the child's parent field.
 */
const ChildLists = ({
  parent,
  record,
  declarations = declaredResources,
}: {
  parent: Declared;
  record: RaRecord;
  declarations?: readonly Declared[];
}) => {
  const translate = useTranslate();
  return childrenOf(parent, declarations).map((child) => {
    const field = child.screen!.childOf!.field;
    return (
      <Box component="section" key={child.name} aria-label={translate(textKey(child, 'child_title'))} sx={{ mt: 2 }}>
        <Typography variant="h6" component="h3">
          {translate(textKey(child, 'child_title'))}
        </Typography>
        <List
          {...childList(child, record.id)}
          title={false}
          pagination={<NumberedPagination />}
          actions={false}
          exporter={false}
          empty={false}
          disableSyncWithLocation
        >
          <Table declaration={child} kinds={[child]} fixed={{ [field]: record.id }} />
        </List>
      </Box>
    );
  });
};
