import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { numericDateTime } from '../format/dates';
import { ListLoadError } from '../list/ListLoadError';
import { fieldsOf, type Declared } from '../declaration/declared';
import { RecordDialog } from './RecordDialog';
import { resourceNameOf } from './resourceName';
import { textKey } from '../declaration/texts';

// The one record is the list's only row; react-admin's default sort stands in, as the call takes none.
const oneRecord = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/**
 * The page of a singleton resource (`screen.singleton`, e.g. a page like Dos and Don'ts): its record's text and
 * date-time fields (those of the form or the list) under their labels, with Edit opening the edit dialog; while
 * there is no record, the declared empty text and the Add button. Retry when it could not be loaded.
 */
export const SingletonScreen = ({ declaration }: { declaration: Declared }) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList(resourceNameOf(declaration), oneRecord);
  const [dialog, setDialog] = useState<'add' | 'edit'>();
  const record = data?.[0];
  const { screen, api } = declaration;
  const shown = fieldsOf(declaration).filter(
    ([, field]) => (field.form || field.list) && (field.type === 'text' || field.type === 'datetime'),
  );
  const body = () => {
    if (isPending)
      return (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
          <Skeleton width="40%" />
          <Skeleton width="90%" />
        </Stack>
      );
    if (error) return <ListLoadError message="app.list.load_failed" onRetry={() => void refetch()} />;
    if (!record)
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{translate(textKey(declaration, 'singleton.empty'))}</Typography>
          {api.create && screen?.add && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              {translate(textKey(declaration, 'add_button'))}
            </Button>
          )}
        </Stack>
      );
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' } }}>
          {shown.map(([name, field]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(textKey(declaration, `fields.${name}`))}
              </Typography>
              <Typography component="dd">
                {field.type === 'datetime' ? numericDateTime(record[name]) : String(record[name] ?? '')}
              </Typography>
            </Box>
          ))}
        </Box>
        {api.update && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
            {translate(textKey(declaration, 'singleton.edit'))}
          </Button>
        )}
      </Stack>
    );
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={textKey(declaration, 'title')} />
      <CardContent>{body()}</CardContent>
      {dialog && (
        <RecordDialog
          declaration={declaration}
          record={dialog === 'edit' ? record : undefined}
          onClose={() => {
            setDialog(undefined);
            void refetch();
          }}
        />
      )}
    </Card>
  );
};
