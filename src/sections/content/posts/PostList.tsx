import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Stack } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import type { DatagridProps, RaRecord } from 'react-admin';
import { TextField, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { CountCard } from '../../../list/CountCard';
import { FilterMenu } from '../../../list/FilterMenu';
import { ListHeader } from '../../../list/ListHeader';
import { ListTable, visuallyHidden } from '../../../list/ListTable';
import { SearchBox } from '../../../list/SearchBox';
import { SerialNumberField } from '../../../list/SerialNumberField';
import { truncateWords } from '../../../format/truncate';
import { resourceName } from '../../../dataProvider';
import { reporterNameOf } from '../contentKind';
import { numericDateTime } from '../../../format/dates';
import { categoryName, languageName, postKind } from './postKind';
import { AssigneeField, assignedFilter } from '../../../desk/AssigneeField';
import { contentDirection } from '../../../i18n/direction';

/** The language and category checkboxes: the active languages and the active post categories. */
const PostFilterMenu = () => {
  const { data: languages = [] } = useGetList(resourceName('languages'), {
    filter: { status: 'Active' },
    pagination: { page: 1, perPage: 100 },
  });
  const { data: categories = [] } = useGetList(resourceName('postCategories'), {
    filter: { status: 'Active' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <FilterMenu
      groups={[
        {
          source: 'language',
          label: 'app.posts.filter_language',
          multiple: true,
          options: languages.map((row) => ({ id: row.id, name: String(row.languageName) })),
        },
        {
          source: 'category',
          label: 'app.posts.filter_category',
          multiple: true,
          options: categories.map((row) => ({ id: row.id, name: String(row.postCategoryName) })),
        },
        ...(postKind.desk?.assign ? [assignedFilter] : []),
      ]}
    />
  );
};

/** Count card on the left; location search (debounced, clearable) and the filter on the right. */
export const PostListHeader = ({
  count,
  searchable = true,
  children,
}: {
  count: string;
  searchable?: boolean;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <ListHeader>
      <CountCard label={count} />
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        {searchable && (
          <>
            <SearchBox placeholder={translate('app.posts.search')} debounce={1000} />
            <PostFilterMenu />
          </>
        )}
        {children}
      </Stack>
    </ListHeader>
  );
};

/** Datagrid reads a column's header, sorting and sort field from its element's props. */
interface ColumnProps {
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/**
 * Text cut to its first words (the spec's 5 for titles, 10 for descriptions), the whole text on hover; assistive
 * technology reads the whole text in place of the cut one.
 */
const WordsField = ({ source, words }: { source: string; words: number } & ColumnProps) => {
  const record = useRecordContext();
  if (!record) return null;
  const full = String(record[source] ?? '');
  const cut = truncateWords(full, words);
  if (cut === full.trim()) return <span {...contentDirection}>{cut}</span>;
  return (
    <>
      <span title={full} aria-hidden {...contentDirection}>
        {cut}
      </span>
      <Box component="span" sx={visuallyHidden} {...contentDirection}>
        {full}
      </Box>
    </>
  );
};

const TextOf = ({ of }: { of: (record: RaRecord) => string } & ColumnProps) => {
  const record = useRecordContext();
  return record ? <>{of(record)}</> : null;
};

/** The action column: opens the post's modal. */
const ViewPostButton = ({ onView }: { onView: (record: RaRecord) => void; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <IconButton
      aria-label={translate('app.posts.view', { name: String(record.postTitle ?? '') })}
      onClick={() => onView(record)}
    >
      <VisibilityIcon />
    </IconButton>
  );
};

/**
 * S.No, action, News Title, Reporter, Category, Language, Location, Posted On, Assigned to (issue 44) and (unless left
 * out) News Description.
 * News Title and Posted On sort on a click of their headers, ascending first (oldest first), as the server allows
 * (contract/content/posts.ts `list.sortable`).
 */
export const postColumns = (onView: (record: RaRecord) => void, { description = true } = {}) =>
  [
    <SerialNumberField key="sno" label="app.posts.fields.serial" />,
    <ViewPostButton key="action" label="app.posts.fields.action" onView={onView} />,
    <WordsField key="title" source="postTitle" words={5} label="app.posts.fields.title" />,
    <TextOf
      key="reporter"
      of={(record) => reporterNameOf(record, postKind.reporterField)}
      label="app.list.reporter"
      sortable={false}
    />,
    <TextOf key="category" of={categoryName} label="app.posts.fields.category" sortable={false} />,
    <TextOf key="language" of={languageName} label="app.posts.fields.language" sortable={false} />,
    <TextField key="location" source="postLocationDetails" label="app.posts.fields.location" sortable={false} />,
    <TextOf
      key="postedOn"
      of={(record) => numericDateTime(record.postedOn)}
      label="app.posts.fields.postedOn"
      sortBy="postedOn"
    />,
    postKind.desk?.assign && (
      <AssigneeField
        key="assignee"
        resource={postKind.resource}
        recorded={postKind.recorded}
        label="app.desk.assignee"
        sortable={false}
      />
    ),
    description && (
      <WordsField
        key="description"
        source="postDescription"
        words={10}
        label="app.posts.fields.description"
        sortable={false}
      />
    ),
  ].filter((column): column is ReactElement => Boolean(column));

/** The table of a tab; the bulk-actions bar sits above the table, as on the reporters tabs. */
export const PostTable = ({ children, ...props }: { children: ReactElement[] } & DatagridProps) => (
  <ListTable
    sx={{
      '&& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none', height: 'auto', flexWrap: 'wrap' },
    }}
    {...props}
  >
    {children}
  </ListTable>
);
