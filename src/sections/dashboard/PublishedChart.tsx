import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { PublishedDay } from './figures';

const dayLabel = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });

/** The day a yyyy-MM-dd names, at local midnight (the server counts days in its own time zone). */
const labelOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return dayLabel.format(new Date(year, month - 1, date));
};

/** Posts, short videos and daily quotes published per day, stacked; its own chunk, loaded after the figures. */
export const PublishedChart = ({ days }: { days: PublishedDay[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days.map(({ day }) => labelOf(day)), tickLabelMinGap: 8 }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[
        {
          data: days.map(({ posts }) => posts),
          label: translate('app.dashboard.chart.posts'),
          stack: 'published',
          color: theme.palette.primary.main,
        },
        {
          data: days.map(({ shorts }) => shorts),
          label: translate('app.dashboard.chart.shorts'),
          stack: 'published',
          color: theme.palette.secondary.main,
        },
        {
          data: days.map(({ quotes }) => quotes),
          label: translate('app.dashboard.chart.quotes'),
          stack: 'published',
          color: theme.palette.success.main,
        },
      ]}
    />
  );
};
