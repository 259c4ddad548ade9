import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { Button, Card, CardContent, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { reportersSection } from '../reporters/section';
import { ReporterStatusSelect } from './ReporterStatusSelect';
import { reporterLookup } from './reporterLookup';
import { resourceName } from '../../dataProvider';
import { contentDirection, mirroredRightToLeft } from '../../i18n/direction';

const Contact = ({ icon, href, text }: { icon: ReactNode; href: string; text: string }) => (
  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
    {icon}
    <MuiLink href={href} underline="hover" color="inherit" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </MuiLink>
  </Stack>
);

/** Back link to the list the page was opened from, the reporter's name, number and email, and the status dropdown. */
export const ReporterHeader = ({ id }: { id: string }) => {
  // Spec section 8: a failed lookup is only logged; the page keeps its back link and tabs.
  const { data: reporter, isPending } = useGetOne(resourceName('reporters'), { id }, reporterLookup);
  const translate = useTranslate();
  const name = [reporter?.firstName, reporter?.middleName, reporter?.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Button
        component={Link}
        to={session.lastLocation.get() ?? reportersSection.paths.active}
        startIcon={<ArrowBackIcon sx={mirroredRightToLeft} />}
      >
        {translate('app.reporter_detail.back')}
      </Button>
      <Card variant="outlined" sx={{ my: 2 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Stack sx={{ gap: 0.5, flex: '1 1 auto', minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }} {...contentDirection}>
                {isPending ? <Skeleton width={220} /> : name}
              </Typography>
              {isPending && (
                <>
                  <Skeleton width={160} />
                  <Skeleton width={200} />
                </>
              )}
              {reporter && (
                <>
                  <Contact
                    icon={<PhoneIcon fontSize="small" color="action" />}
                    href={`tel:${reporter.mobileNumber}`}
                    text={reporter.mobileNumber}
                  />
                  <Contact
                    icon={<EmailIcon fontSize="small" color="action" />}
                    href={`mailto:${reporter.email}`}
                    text={reporter.email}
                  />
                </>
              )}
            </Stack>
            <ReporterStatusSelect reporter={reporter} />
          </Stack>
        </CardContent>
      </Card>
    </>
  );
};
