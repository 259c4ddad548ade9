import MoreVertIcon from '@mui/icons-material/MoreVert';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { Box, Card, CardContent, IconButton, Menu, MenuItem, styled, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { jobHeading, type Job } from './jobValues';

const IMAGE_WIDTH = 72;
const IMAGE_HEIGHT = 72;

const frame = { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, flexShrink: 0, borderRadius: 4 };

/** An img element, so its width and height are attributes: the card keeps its size before the image arrives. */
const Thumbnail = styled('img')(({ theme }) => ({
  ...frame,
  objectFit: 'contain',
  backgroundColor: theme.palette.grey[100],
}));

/** The company image as a fixed-size thumbnail (the server's 480 px WebP when there is one). */
const CompanyImage = ({ job }: { job: Job }) => {
  const src = job.companyThumbnailUrl ?? job.companyImageUrl;
  return src ? (
    // The card's heading names the job, so the logo adds nothing for a screen reader.
    <Thumbnail src={src} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" />
  ) : (
    <Box sx={{ ...frame, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <WorkOutlineIcon sx={{ color: 'text.disabled' }} />
    </Box>
  );
};

/**
 * One job (spec section 2): company image, 'Role - Organization', location, openings ('N/A' when empty or not
 * above zero), the real view count, and a menu with Edit and View.
 */
export const JobCard = ({
  job,
  onEdit,
  onView,
}: {
  job: Job;
  onEdit: (job: Job) => void;
  onView: (job: Job) => void;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const headingId = useId();
  const heading = jobHeading(job, translate);
  const notAvailable = translate('app.jobs.not_available');
  const openings = job.numberOfOpenings !== null && job.numberOfOpenings > 0 ? job.numberOfOpenings : notAvailable;
  const pick = (action: (job: Job) => void) => {
    setAnchor(null);
    action(job);
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CompanyImage job={job} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {job.location?.trim() ? job.location : notAvailable}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.jobs.openings', { count: openings })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.jobs.views', { smart_count: job.views })}
          </Typography>
        </Box>
        <IconButton
          aria-label={translate('app.jobs.actions', { name: heading })}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ mt: -1, mr: -1 }}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => pick(onEdit)}>{translate('app.jobs.edit')}</MenuItem>
          <MenuItem onClick={() => pick(onView)}>{translate('app.jobs.view')}</MenuItem>
        </Menu>
      </CardContent>
    </Card>
  );
};
