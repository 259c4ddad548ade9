import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../format/numbers';

/** One dashboard figure; the whole card links to the list that shows what it counts, named by what it shows. */
export const FigureCard = ({
  value,
  label,
  to,
  detail,
  days,
}: {
  value: number;
  label: string;
  to: string;
  detail?: string;
  days: number;
}) => {
  const translate = useTranslate();
  const text = translate(label, { smart_count: value, days });
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
            {formatNumber(value)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
          {detail && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {detail}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

export const FigureCardSkeleton = () => (
  <Card variant="outlined" aria-hidden>
    <CardContent>
      <Skeleton width={60} sx={{ fontSize: '2.125rem' }} />
      <Skeleton width="80%" />
    </CardContent>
  </Card>
);
