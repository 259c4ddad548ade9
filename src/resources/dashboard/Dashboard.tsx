import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** The spec's dashboard is placeholder text only. */
export const Dashboard = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <Typography color="text.secondary">
        Welcome to the Newsroom back-office. Use the menu to manage reporters, content and settings.
      </Typography>
    </CardContent>
  </Card>
);
