import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('app.not_found.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.not_found.body')}
        </Typography>
        <Button component={Link} to="/dashboard" variant="contained">
          {translate('app.not_found.home')}
        </Button>
      </Box>
    </Box>
  );
};
