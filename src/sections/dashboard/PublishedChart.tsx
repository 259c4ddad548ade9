import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { shortDay } from '../../format/numbers';
import type { PublishedDay } from './figures';

/** The day a yyyy-MM-dd names, at local midnight (the server counts days in its own time zone). */
const labelOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return shortDay(new Date(year, month - 1, date));
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
      // A series the server left out (a kind the admin may not list) is not drawn.
      series={(
        [
          ['posts', 'app.dashboard.chart.posts', theme.palette.primary.main],
          ['shorts', 'app.dashboard.chart.shorts', theme.palette.secondary.main],
          ['quotes', 'app.dashboard.chart.quotes', theme.palette.success.main],
        ] as const
      )
        .filter(([key]) => days.some((day) => day[key] !== undefined))
        .map(([key, label, color]) => ({
          data: days.map((day) => day[key] ?? 0),
          label: translate(label),
          stack: 'published',
          color,
        }))}
    />
  );
};
