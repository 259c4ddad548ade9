import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { reportersSection } from '../reporters/section';
import { mirroredRightToLeft } from '../../i18n/direction';

/** /view-reporter/{id} for an id the server does not know (404): says so, rather than an empty page. */
export const ReporterNotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.reporter_detail.not_found')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.reporter_detail.not_found_body')}
      </Typography>
      <Button
        component={Link}
        to={reportersSection.paths.active}
        variant="contained"
        startIcon={<ArrowBackIcon sx={mirroredRightToLeft} />}
      >
        {translate('app.reporter_detail.back')}
      </Button>
    </Box>
  );
};
