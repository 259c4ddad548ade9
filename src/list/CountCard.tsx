import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isFailedList } from '../dataProvider/failedList';
import { useLiveListState } from '../live/liveListState';

export interface CountCardProps {
  /** Catalogue key of the label in its two forms, e.g. 'Language |||| Languages'. */
  label: string;
  /** Some screens use the singular for a count of 0 too (spec: 'Inactive Reporter' for 1 or less). */
  singularForZero?: boolean;
}

/**
 * The list's total with its label: 'Language' for one, 'Languages' otherwise. While it loads a placeholder, and when
 * the list could not be loaded a dash: a count the server did not give is not shown as 0.
 */
export const CountCard = ({ label, singularForZero = false }: CountCardProps) => {
  const { total: loaded, isPending, meta, resource } = useListContext();
  // Changes made elsewhere move the count at once; the rows wait for Refresh.
  const total = useLiveListState(resource).total ?? loaded;
  const translate = useTranslate();
  const unknown = isPending || isFailedList(meta) || total == null;
  const count = total ?? 0;
  // Unknown: the plural form, as in 'Active Reporters'.
  const text = translate(label, { smart_count: unknown ? 2 : singularForZero && count === 0 ? 1 : count });
  const name = unknown ? translate('app.list.count_unavailable', { label: text }) : `${count} ${text}`;
  return (
    <Card variant="outlined" sx={{ minWidth: 180 }} role="status" aria-label={name} aria-busy={isPending}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="h5" component="p">
          {isPending ? <Skeleton width={40} /> : unknown ? '–' : count}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
};
