import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyTable } from '../list/EmptyTable';
import { useLiveListState } from '../live/liveListState';

/** Columns at least `minWidth` wide; minmax(0, …) keeps a long word from widening a column on a phone. */
export const mediaGridSx = (minWidth: number) =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`,
  }) as const;

const movedSx = {
  minWidth: 0,
  '& .MuiCard-root': { bgcolor: 'action.hover' },
  '& .MuiCardContent-root .MuiTypography-root': { textDecoration: 'line-through' },
} as const;

export interface MediaCardGridProps {
  /** One card per record of the list in context (e.g. a MediaCard). */
  card: (record: RaRecord) => ReactNode;
  /** Catalogue key of the text shown when the list is empty. */
  empty: string;
  /** The cards' media proportions, for skeletons the size of the cards they stand for. */
  aspectRatio: string;
  minWidth?: number;
}

/**
 * The records of the list in context as a grid of cards: skeleton cards while the page loads, the text of `empty`
 * when there are none, and an error (not an empty grid) when the page could not be loaded.
 *
 * @example
 * <List resource={resourceName('dailyQuotes')} pagination={<NumberedPagination />}>
 *   <MediaCardGrid empty="app.daily_quotes.empty.published" aspectRatio="1 / 1" card={(quote) => <MediaCard … />} />
 * </List>
 */
export const MediaCardGrid = ({ card, empty, aspectRatio, minWidth = 220 }: MediaCardGridProps) => {
  const { data, isPending, perPage, resource } = useListContext();
  const { moved } = useLiveListState(resource);
  const translate = useTranslate();
  if (isPending)
    return (
      <Box sx={mediaGridSx(minWidth)} role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
        {Array.from({ length: Math.min(perPage, 10) }, (_, i) => (
          <Card key={i} variant="outlined">
            <Skeleton variant="rectangular" sx={{ aspectRatio, height: 'auto' }} />
            <CardContent>
              <Skeleton width="70%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  // EmptyTable tells a list that could not be loaded (with Retry) from an empty one.
  if (!data || data.length === 0) return <EmptyTable message={empty} />;
  return (
    <Box component="ul" sx={{ ...mediaGridSx(minWidth), listStyle: 'none', p: 0, m: 0 }}>
      {data.map((record) =>
        // A card moved out of this list (by this admin's action or another's) stays until Refresh, marked as a
        // table's row is, so the next card does not slide under the pointer.
        moved.has(String(record.id)) ? (
          <Box component="li" key={record.id} sx={movedSx}>
            {card(record)}
            <Typography variant="body2">{translate('app.live.moved_card')}</Typography>
          </Box>
        ) : (
          <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
            {card(record)}
          </Box>
        ),
      )}
    </Box>
  );
};
