import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  Link,
  Stack,
  styled,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Confirm, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../dataProvider';
import { DialogHeader } from '../forms/DialogHeader';
import { useCurrentRecord } from '../live/useCurrentRecord';
import { fieldsOf, nameFieldOf, type Declared } from '../declaration/declared';
import { textKey } from '../declaration/texts';
import { gridTitleOf, lineOf, shownValue } from './gridValues';
import { resourceNameOf } from './resourceName';
import { contentDirection } from '../i18n/direction';

/** An img element, so its width and height are attributes and the dialog does not jump when it loads. */
const Image = styled('img')(({ theme }) => ({
  objectFit: 'contain',
  backgroundColor: theme.palette.grey[100],
  borderRadius: 4,
}));

const isAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/**
 * A record of a card grid (`screen.grid`) in full: its image, title and counts, the choices of a multiple choice as
 * chips, every other field of its form by label (the grid's fallback when empty; an address as a link), rich text as
 * the server sanitised it, Edit, and Delete after the declared confirmation (`screen.delete`).
 */
export const RecordView = ({
  declaration,
  record: opened,
  onClose,
  onEdit,
}: {
  declaration: Declared;
  record: RaRecord;
  onClose: () => void;
  onEdit: (current: RaRecord) => void;
}) => {
  const resource = resourceNameOf(declaration);
  const grid = declaration.screen!.grid!;
  // The record as it is now, not as the list showed it (issue 36).
  const { record, loading } = useCurrentRecord(resource, opened);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const name = String(record[nameFieldOf(declaration)] ?? '');
  const shown = fieldsOf(declaration).filter(([key, field]) => field.form === true && key !== grid.image);
  const image: unknown = record[grid.image];

  const remove = async () => {
    setConfirming(false);
    try {
      await deleteOne(resource, { id: record.id, previousData: record }, { returnPromise: true });
      notify(textKey(declaration, 'deleted'), { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogHeader
        id={titleId}
        title={translate(textKey(declaration, 'grid.view_title'))}
        onClose={onClose}
        history={{ resource, id: record.id, name }}
      />
      {loading && <LinearProgress aria-label={translate('app.review.loading')} />}
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
          {typeof image === 'string' && image && (
            <Image
              src={image}
              alt={translate(textKey(declaration, 'grid.image_name'), { name })}
              width={160}
              height={120}
            />
          )}
          <Box>
            <Typography variant="h6" component="p">
              {gridTitleOf(declaration, record)}
            </Typography>
            {grid.lines
              .filter((line) => line.count)
              .map((line) => (
                <Typography key={line.field} variant="body2" color="text.secondary">
                  {lineOf(declaration, line, record, translate)}
                </Typography>
              ))}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {shown.flatMap(([key, field]) =>
                field.type === 'strings' && field.values && Array.isArray(record[key])
                  ? (record[key] as unknown[]).map((value) => (
                      <Chip key={`${key}.${String(value)}`} label={String(value)} size="small" />
                    ))
                  : [],
              )}
            </Stack>
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 1.5,
            m: 0,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {shown
            .filter(([, field]) => field.type !== 'richtext' && !(field.type === 'strings' && field.values))
            .map(([key]) => (
              <Box key={key}>
                <Typography variant="caption" color="text.secondary" component="dt">
                  {translate(textKey(declaration, `fields.${key}`))}
                </Typography>
                <Typography
                  variant="body2"
                  component="dd"
                  sx={{ m: 0, overflowWrap: 'anywhere' }}
                  {...contentDirection}
                >
                  {isAddress(record[key]) ? (
                    <Link href={record[key]} target="_blank" rel="noopener noreferrer">
                      {record[key]}
                    </Link>
                  ) : (
                    shownValue(declaration, record[key], translate)
                  )}
                </Typography>
              </Box>
            ))}
        </Box>
        {shown
          .filter(([, field]) => field.type === 'richtext')
          .map(([key]) => (
            <Box key={key}>
              <Typography id={`${titleId}-${key}`} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate(textKey(declaration, `fields.${key}`))}
              </Typography>
              {/* The server sanitises rich text against an allowlist on every save; this is that HTML. */}
              <Box
                role="region"
                aria-labelledby={`${titleId}-${key}`}
                {...contentDirection}
                sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
                dangerouslySetInnerHTML={{ __html: String(record[key] ?? '') }}
              />
            </Box>
          ))}
      </DialogContent>
      <DialogActions>
        {declaration.api.delete && (
          <Button color="error" disabled={deleting} onClick={() => setConfirming(true)}>
            {translate('ra.action.delete')}
          </Button>
        )}
        <Button variant="contained" disabled={deleting} onClick={() => onEdit(record)}>
          {translate('ra.action.edit')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={declaration.screen?.delete ? textKey(declaration, 'delete_title') : 'ra.action.delete'}
        content={declaration.screen?.delete ? textKey(declaration, 'delete_text') : 'app.list.delete'}
        translateOptions={{ name }}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
};
