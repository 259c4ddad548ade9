import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export const NotFound = () => (
  <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sorry, the page you are looking for does not exist or has been moved.
      </Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        Go to Dashboard
      </Button>
    </Box>
  </Box>
);
