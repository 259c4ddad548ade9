import { Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A screen of the route table whose issue has not landed yet. */
export const Placeholder = ({ title }: { title: string }) => (
  <>
    <Title title={title} />
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1 }}>
      This screen is not available yet.
    </Typography>
  </>
);
