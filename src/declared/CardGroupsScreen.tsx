import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { isFailedList } from '../dataProvider';
import { ListLoadError } from '../list/ListLoadError';
import type { Declared } from '../declaration/declared';
import { RecordCard, RecordCardSkeleton } from './RecordCard';
import { resourceNameOf } from './resourceName';
import { textKey } from '../declaration/texts';

/**
 * One group of a card list. The groups come from one call (the data provider's `reuse`), so they load and fail
 * together; a failure shows as such rather than as the group's empty text.
 */
const CardGroup = ({ declaration, value }: { declaration: Declared; value: string }) => {
  const translate = useTranslate();
  const headingId = useId();
  // The server caps each group (`groupLimit`); a list without a cap answers every record, all of which are shown.
  const perPage = declaration.api.list?.groupLimit?.default ?? Number.MAX_SAFE_INTEGER;
  const { data, isPending, meta, refetch } = useGetList(resourceNameOf(declaration), {
    filter: { status: value },
    pagination: { page: 1, perPage },
  });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, bgcolor: 'background.default' }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {translate(textKey(declaration, `cards.groups.${value}`))}
      </Typography>
      <Stack spacing={2}>
        {isPending ? (
          <>
            <RecordCardSkeleton />
            <RecordCardSkeleton />
          </>
        ) : isFailedList(meta) ? (
          <ListLoadError message={textKey(declaration, 'cards.failed')} onRetry={() => void refetch()} />
        ) : data?.length ? (
          data.map((record) => <RecordCard key={record.id} declaration={declaration} record={record} />)
        ) : (
          <Typography color="text.secondary">{translate(textKey(declaration, 'cards.empty'))}</Typography>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * The list screen of a declaration with `screen.cards`: a group of cards per status value, side by side (stacked on
 * a phone), each card with its row actions.
 */
export const CardGroupsScreen = ({ declaration }: { declaration: Declared }) => {
  const values = Object.keys(declaration.screen?.cards?.groups ?? {});
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mt: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${values.length}, minmax(0, 1fr))` },
      }}
    >
      <Title title={textKey(declaration, 'title')} />
      {values.map((value) => (
        <CardGroup key={value} declaration={declaration} value={value} />
      ))}
    </Box>
  );
};
