import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  Link,
  Stack,
  styled,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DialogHeader } from '../../forms/DialogHeader';
import { errorMessage, resourceName } from '../../dataProvider';
import { useCurrentRecord } from '../../live/useCurrentRecord';
import { jobHeading, type Job } from './jobValues';

/** An img element, so its width and height are attributes and the dialog does not jump when it loads. */
const CompanyImage = styled('img')(({ theme }) => ({
  objectFit: 'contain',
  backgroundColor: theme.palette.grey[100],
  borderRadius: 4,
}));

const Detail = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
};

/**
 * View Job (spec section 2): every field of the job, its real view count (not the spec's fixed '35 Views'), the
 * description as the server sanitised it, Edit, and Delete after confirmation.
 */
export const JobViewDialog = ({
  job: listed,
  onClose,
  onEdit,
}: {
  job: Job;
  onClose: () => void;
  onEdit: () => void;
}) => {
  // The job as it is now, not as the list showed it (issue 36).
  const { record: job, loading } = useCurrentRecord(resourceName('jobs'), listed);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notAvailable = translate('app.jobs.not_available');
  const orNa = (value: string | null) => (value && value.trim() !== '' ? value : notAvailable);
  const joined = (values: string[]) => (values.length > 0 ? values.join(', ') : notAvailable);

  const remove = async () => {
    setConfirming(false);
    try {
      await deleteOne(resourceName('jobs'), { id: job.id, previousData: job }, { returnPromise: true });
      notify('app.jobs.deleted', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="job-view-title">
      <DialogHeader
        id="job-view-title"
        title={translate('app.jobs.view_title')}
        onClose={onClose}
        history={{ resource: resourceName('jobs'), id: job.id, name: job.jobTitle }}
      />
      {loading && <LinearProgress aria-label={translate('app.review.loading')} />}
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
          {job.companyImageUrl && (
            <CompanyImage
              src={job.companyImageUrl}
              alt={translate('app.jobs.company_image', { name: job.jobTitle })}
              width={160}
              height={120}
            />
          )}
          <Box>
            <Typography variant="h6" component="p">
              {jobHeading(job, translate)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.jobs.views', { smart_count: job.views })}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {job.jobType.map((type) => (
                <Chip key={type} label={type} size="small" />
              ))}
            </Stack>
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 1.5,
            m: 0,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Detail label="app.jobs.fields.jobTitle">{job.jobTitle}</Detail>
          <Detail label="app.jobs.fields.role">{job.role}</Detail>
          <Detail label="app.jobs.fields.industryType">{job.industryType}</Detail>
          <Detail label="app.jobs.fields.department">{job.department}</Detail>
          <Detail label="app.jobs.fields.location">{orNa(job.location)}</Detail>
          <Detail label="app.jobs.fields.numberOfOpenings">
            {job.numberOfOpenings !== null && job.numberOfOpenings > 0 ? job.numberOfOpenings : notAvailable}
          </Detail>
          <Detail label="app.jobs.fields.experience">{orNa(job.experience)}</Detail>
          <Detail label="app.jobs.fields.expiryDate">{job.expiryDate}</Detail>
          <Detail label="app.jobs.fields.educationGroup">{joined(job.education)}</Detail>
          <Detail label="app.jobs.fields.hyperlink">
            <Link href={job.hyperlink} target="_blank" rel="noopener noreferrer">
              {job.hyperlink}
            </Link>
          </Detail>
          <Detail label="app.jobs.fields.softwareProficiency">{joined(job.softwareProficiency)}</Detail>
          <Detail label="app.jobs.fields.technicalProficiency">{joined(job.technicalProficiency)}</Detail>
        </Box>
        <Typography id="job-description-heading" variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {translate('app.jobs.fields.description')}
        </Typography>
        {/* The server sanitises the description against an allowlist on every save; this is that HTML. */}
        <Box
          role="region"
          aria-labelledby="job-description-heading"
          sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
          dangerouslySetInnerHTML={{ __html: job.description }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="error" disabled={deleting} onClick={() => setConfirming(true)}>
          {translate('app.jobs.delete')}
        </Button>
        <Button variant="contained" disabled={deleting} onClick={onEdit}>
          {translate('app.jobs.edit')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title="app.jobs.delete_title"
        content="app.jobs.delete_content"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
};
