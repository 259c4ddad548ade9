import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The spec's dashboard is placeholder text only. */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.welcome')}</Typography>
      </CardContent>
    </Card>
  );
};
