import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One part of My account: a section named by its heading, so it is a landmark a screen reader can jump to. */
export const AccountCard = ({ id, heading, children }: { id: string; heading: string; children: ReactNode }) => (
  <Card component="section" aria-labelledby={id}>
    <CardContent>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
