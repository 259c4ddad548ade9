import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export interface CountCardProps {
  /** Catalogue key of the label in its two forms, e.g. 'Language |||| Languages'. */
  label: string;
  /** Some screens use the singular for a count of 0 too (spec: 'Inactive Reporter' for 1 or less). */
  singularForZero?: boolean;
}

/** The list's total with its label: 'Language' for one, 'Languages' otherwise. */
export const CountCard = ({ label, singularForZero = false }: CountCardProps) => {
  const { total, isPending } = useListContext();
  const translate = useTranslate();
  const count = total ?? 0;
  const text = translate(label, { smart_count: singularForZero && count === 0 ? 1 : count });
  return (
    <Card variant="outlined" sx={{ minWidth: 180 }} role="status" aria-label={`${count} ${text}`}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="h5" component="p">
          {isPending ? <Skeleton width={40} /> : count}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
};
