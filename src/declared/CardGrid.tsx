import MoreVertIcon from '@mui/icons-material/MoreVert';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Card, CardContent, IconButton, Menu, MenuItem, Skeleton, Stack, styled, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyTable } from '../list/EmptyTable';
import type { Declared } from '../declaration/declared';
import { textKey } from '../declaration/texts';
import { gridTitleOf, lineOf } from './gridValues';
import { RecordDialog } from './RecordDialog';
import { useShownRecord } from '../list/useShownRecord';
import { RecordView } from './RecordView';

const IMAGE_SIZE = 72;
const frame = { width: IMAGE_SIZE, height: IMAGE_SIZE, flexShrink: 0, borderRadius: 4 };

/** An img element, so its width and height are attributes: the card keeps its size before the image arrives. */
const Thumbnail = styled('img')(({ theme }) => ({
  ...frame,
  objectFit: 'contain',
  backgroundColor: theme.palette.grey[100],
}));

/** 1, 2 or 3 columns by width; minmax(0, …) keeps a long word from widening a column on a phone. */
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

const GridSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box sx={gridSx} role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 2 }}>
            <Skeleton variant="rounded" width={IMAGE_SIZE} height={IMAGE_SIZE} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="50%" />
              <Skeleton width="60%" />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

/** One record as a card: its image, title, declared lines, and a menu with Edit and View. */
const GridCard = ({
  declaration,
  record,
  onEdit,
  onView,
}: {
  declaration: Declared;
  record: RaRecord;
  onEdit: () => void;
  onView: () => void;
}) => {
  const grid = declaration.screen!.grid!;
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const headingId = useId();
  const title = gridTitleOf(declaration, record);
  const image = declaration.fields[grid.image] as { thumbnail?: string } | undefined;
  const src: unknown = (image?.thumbnail && record[image.thumbnail]) ?? record[grid.image];
  const pick = (action: () => void) => {
    setAnchor(null);
    action();
  };
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {typeof src === 'string' && src ? (
          // The card's heading names the record, so the image adds nothing for a screen reader.
          <Thumbnail src={src} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" />
        ) : (
          <Box
            sx={{ ...frame, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <ImageOutlinedIcon sx={{ color: 'text.disabled' }} />
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {grid.lines.map((line) => (
            <Typography key={line.field} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {lineOf(declaration, line, record, translate)}
            </Typography>
          ))}
        </Box>
        <IconButton
          aria-label={translate(textKey(declaration, 'grid.actions'), { name: title })}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ mt: -1, mr: -1 }}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => pick(onEdit)}>{translate('ra.action.edit')}</MenuItem>
          <MenuItem onClick={() => pick(onView)}>{translate('app.list.view_item')}</MenuItem>
        </Menu>
      </CardContent>
    </Card>
  );
};

/**
 * The records of the current page as a grid of cards (`screen.grid`), its empty text when there are none, and the
 * view and edit dialogs the cards open.
 */
export const CardGrid = ({ declaration }: { declaration: Declared }) => {
  const { data, isPending } = useListContext();
  const [viewing, setViewing] = useShownRecord(declaration.name);
  const [editing, setEditing] = useState<RaRecord | null>(null);
  if (isPending) return <GridSkeleton />;
  if (!data || data.length === 0) return <EmptyTable message={textKey(declaration, 'grid.empty')} />;
  return (
    <>
      <Box sx={gridSx}>
        {data.map((record) => (
          <GridCard
            key={record.id}
            declaration={declaration}
            record={record}
            onEdit={() => setEditing(record)}
            onView={() => setViewing(record)}
          />
        ))}
      </Box>
      {viewing && (
        <RecordView
          declaration={declaration}
          record={viewing}
          onClose={() => setViewing(null)}
          onEdit={(current) => {
            setEditing(current);
            setViewing(null);
          }}
        />
      )}
      {editing && <RecordDialog declaration={declaration} record={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
