import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

export interface CountCardProps {
  singular: string;
  plural: string;
  /** Some screens use the singular for a count of 0 too (spec: 'Inactive Reporter' for 1 or less). */
  singularForZero?: boolean;
}

/** The list's total with its label: 'Language' for one, 'Languages' otherwise. */
export const CountCard = ({ singular, plural, singularForZero = false }: CountCardProps) => {
  const { total, isPending } = useListContext();
  const count = total ?? 0;
  const label = count === 1 || (singularForZero && count === 0) ? singular : plural;
  return (
    <Card variant="outlined" sx={{ minWidth: 180 }} role="status" aria-label={`${count} ${label}`}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="h5" component="p">
          {isPending ? <Skeleton width={40} /> : count}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </CardContent>
    </Card>
  );
};
