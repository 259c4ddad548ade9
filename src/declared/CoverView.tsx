import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  Link,
  List,
  ListItem,
  ListItemIcon,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import type { FieldDeclaration } from '#contract/resource';
import type { Identifier, RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { DialogHeader } from '../forms/DialogHeader';
import { Img } from '../media/ImageCardGrid';
import { useCurrentRecord } from '../live/useCurrentRecord';
import type { Declared } from '../declaration/declared';
import { textKey } from '../declaration/texts';
import { badgeOf, coverLinesOf, coversOf } from './CoverCard';
import { referenceOf } from '../declaration/references';
import { RecordDialog } from './RecordDialog';
import { resourceNameOf } from './resourceName';

/** The name a named reference is answered with (a novel's category), or nothing. */
const referenceNamesOf = (declaration: Declared, record: RaRecord) =>
  Object.entries(declaration.fields as Record<string, FieldDeclaration>).flatMap(([name, field]) => {
    const value: unknown = record[name];
    if (field.type !== 'reference' || !field.named || typeof value !== 'object' || value === null) return [];
    return [String((value as Record<string, unknown>)[referenceOf(field.to).nameField] ?? '')];
  });

/** Its rows field's rows as links: the number (`by`), the file name and the address (the media column). */
const rowLinksOf = (declaration: Declared, record: RaRecord) => {
  const { rows } = coversOf(declaration).view;
  const field = declaration.fields[rows] as FieldDeclaration;
  if (field.type !== 'rows') return [];
  const url = Object.keys(field.columns).find((key) => field.columns[key].kind === 'media') ?? '';
  const name = field.files?.name ?? '';
  const value: unknown = record[rows];
  return (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((row) => ({
    number: Number(row[field.by]),
    name: String(row[name] ?? ''),
    href: String(row[url] ?? ''),
  }));
};

const CoverDetails = ({ declaration, record }: { declaration: Declared; record: RaRecord }) => {
  const translate = useTranslate();
  const covers = coversOf(declaration);
  const links = rowLinksOf(declaration, record);
  const image: unknown = record[covers.image];
  const badge = badgeOf(declaration, record, translate);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
      {typeof image === 'string' && image !== '' && (
        <Img
          src={image}
          alt=""
          width={200}
          height={300}
          sx={{
            width: 200,
            height: 300,
            objectFit: 'cover',
            borderRadius: 1,
            alignSelf: { xs: 'center', sm: 'start' },
          }}
        />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {String(record[covers.title] ?? '')}
        </Typography>
        {referenceNamesOf(declaration, record).map((name) => (
          <Typography key={name} color="text.secondary">
            {name}
          </Typography>
        ))}
        {coverLinesOf(declaration, record, translate).map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
        {badge && <Chip size="small" color="primary" label={badge} sx={{ mt: 1 }} />}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate(textKey(declaration, 'covers.view.heading'))}
        </Typography>
        {links.length === 0 ? (
          <Typography color="text.secondary">{translate(textKey(declaration, 'covers.view.none'))}</Typography>
        ) : (
          <List dense disablePadding>
            {links.map((link) => (
              <ListItem key={link.number} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <PictureAsPdfIcon fontSize="small" color="error" />
                </ListItemIcon>
                <Link href={link.href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {translate(textKey(declaration, 'covers.view.link'), { number: link.number, name: link.name })}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
};

/**
 * The view of a cover card's record (spec section 2's View Novel): cover, title, the reference's name, the card's
 * lines and badge, and a link per row (a chapter PDF) that opens it in a new tab. Edit turns it into the edit
 * dialog; its Cancel comes back here.
 */
export const CoverView = ({
  declaration,
  id,
  onClose,
}: {
  declaration: Declared;
  id: Identifier;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const resource = resourceNameOf(declaration);
  const [editing, setEditing] = useState(false);
  // Read when it opens and again on each live change to it (issue 36); until the first answer only the id is known.
  const { record } = useCurrentRecord(resource, { id });
  const current = 'updatedAt' in record ? record : undefined;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  if (editing && current)
    return <RecordDialog declaration={declaration} record={current} onClose={() => setEditing(false)} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="cover-view-title">
      <DialogHeader
        id="cover-view-title"
        title={translate(textKey(declaration, 'covers.view.title'))}
        onClose={onClose}
        history={{ resource, id }}
      />
      <DialogContent dividers>
        {current ? (
          <CoverDetails declaration={declaration} record={current} />
        ) : (
          <Box role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
            <Skeleton variant="rectangular" width={200} height={300} />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => setEditing(true)} disabled={!current}>
          {translate('ra.action.edit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
