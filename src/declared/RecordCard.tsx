import { Avatar, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { isRow } from '../dataProvider/json';
import { EnlargeableImage } from '../media/EnlargeableImage';
import { fieldsOf, nameFieldOf, recordNameOf, transitionsOf, type Declared } from '../declaration/declared';
import { RowActions } from './RowActions';
import { textKey } from '../declaration/texts';
import { contentDirection } from '../i18n/direction';

/**
 * Who a card is about, and the fields its heading shows: its reporter field's name and picture, else the record's
 * name.
 */
const headingOf = (declaration: Declared, record: RaRecord) => {
  const reporterField = fieldsOf(declaration).find(([, field]) => field.type === 'reporter')?.[0];
  if (!reporterField) {
    const fields = (declaration.screen?.recordName as readonly string[] | undefined) ?? [nameFieldOf(declaration)];
    return { name: recordNameOf(declaration, record), fields };
  }
  const reporter = isRow(record[reporterField]) ? record[reporterField] : {};
  const name = [reporter.firstName, reporter.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  const picture = typeof reporter.profilePic === 'string' ? reporter.profilePic : undefined;
  return { name, avatar: { picture }, fields: [reporterField] };
};

/**
 * One record of a card list (`screen.cards`): named by its reporter (avatar and name) or its record name, then its
 * text and image fields marked `list` (an image enlarges on click), then the moves its status may take, or the
 * `final` text once it takes none.
 */
export const RecordCard = ({ declaration, record }: { declaration: Declared; record: RaRecord }) => {
  const translate = useTranslate();
  const { name, avatar, fields } = headingOf(declaration, record);
  const listed = fieldsOf(declaration).filter(([key, field]) => field.list && !fields.includes(key));
  const moves = transitionsOf(declaration)?.allowed(record);
  const final = moves !== undefined && moves.length === 0;
  const imageName = declaration.screen?.cards?.image;
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent component={Stack} spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {avatar && (
            <Avatar src={avatar.picture} alt={name} sx={{ width: 40, height: 40 }}>
              {name.charAt(0)}
            </Avatar>
          )}
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            {...contentDirection}
          >
            {name}
          </Typography>
        </Stack>
        {listed.map(([key, field]) => {
          const value: unknown = record[key];
          if (field.type === 'text')
            return (
              <Typography
                key={key}
                variant="body2"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                {...contentDirection}
              >
                {String(value ?? '')}
              </Typography>
            );
          if (field.type === 'image' && typeof value === 'string' && value)
            return (
              <EnlargeableImage
                key={key}
                src={value}
                alt={
                  imageName
                    ? translate(textKey(declaration, 'cards.image'), { name })
                    : translate('app.list.image_of', { label: translate(textKey(declaration, `fields.${key}`)), name })
                }
              />
            );
          return null;
        })}
        {final && declaration.screen?.cards?.final ? (
          <Chip label={translate(textKey(declaration, 'cards.final'))} size="small" sx={{ alignSelf: 'flex-start' }} />
        ) : (
          declaration.screen?.rowActions && <RowActions declaration={declaration} record={record} variant="outlined" />
        )}
      </CardContent>
    </Card>
  );
};

export const RecordCardSkeleton = () => (
  <Card variant="outlined" aria-hidden>
    <CardContent component={Stack} spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton width="50%" />
      </Stack>
      <Skeleton />
      <Skeleton width="80%" />
    </CardContent>
  </Card>
);
