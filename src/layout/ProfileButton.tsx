import { Avatar, Box, Button, ButtonBase, CircularProgress, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useId, useState } from 'react';
import { useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { session } from '../authProvider';
import { errorMessage, resourceName } from '../dataProvider';
import { fileExtension, fileSize } from '../media/fileRules';
import { useObjectUrl } from '../media/useObjectUrl';
import { limits, messages } from '#contract/rules';
import { ACCOUNT_PATH } from '../authProvider/accountPath';
import { useAccountGate } from '../authProvider/accountGate';

const ACCEPT = '.jpeg,.jpg,.png';
const checks = [
  fileExtension(['.jpeg', '.jpg', '.png'], 'app.profile.wrong_type'),
  fileSize(limits.imageMaxBytes, messages.imageSize),
];

/**
 * The admin's picture and the label Admin in the top bar. Clicking the picture picks a new one, which is shown at
 * once and uploaded with a progress ring; the label opens My account. The top bar is on every screen, so it also
 * keeps an admin who must set up two-factor sign-in (REQUIRE_2FA) on My account.
 */
export const ProfileButton = () => {
  useAccountGate();
  const id = session.current()?.id ?? '';
  const { data } = useGetOne(resourceName('admin'), { id }, { enabled: Boolean(id) });
  const [update] = useUpdate();
  const notify = useNotify();
  const translate = useTranslate();
  const inputId = useId();
  const [chosen, setChosen] = useState<File>();
  const preview = useObjectUrl(chosen);
  const [progress, setProgress] = useState<number>();

  const upload = (file: File) => {
    const problem = checks.map((check) => check(file)).find(Boolean);
    if (problem) return notify(problem, { type: 'error' });
    setChosen(file);
    setProgress(0);
    void update(
      'admin',
      {
        id,
        data: { profilePic: file },
        previousData: data,
        meta: { onUploadProgress: (_: string, fraction: number) => setProgress(fraction) },
      },
      {
        onSuccess: () => notify('app.profile.uploaded', { type: 'success' }),
        onError: (error) => {
          setChosen(undefined);
          notify(errorMessage(error), { type: 'error' });
        },
        onSettled: () => setProgress(undefined),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 2 }}>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload(file);
        }}
      />
      <ButtonBase
        component="label"
        htmlFor={inputId}
        aria-label={translate('app.profile.change')}
        sx={{ borderRadius: '50%', position: 'relative' }}
      >
        <Avatar
          src={preview ?? (data?.profilePic as string | undefined) ?? undefined}
          alt={translate('app.profile.picture')}
        />
        {progress !== undefined && (
          <CircularProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            size={44}
            aria-label={translate('app.profile.progress')}
            sx={{ position: 'absolute', top: -2, left: -2, color: 'common.white' }}
          />
        )}
      </ButtonBase>
      <Button
        component={Link}
        to={ACCOUNT_PATH}
        color="inherit"
        sx={{ textTransform: 'none' }}
        title={translate('app.profile.my_account')}
      >
        <Typography variant="subtitle1" component="span">
          {translate('app.profile.label')}
        </Typography>
      </Button>
    </Box>
  );
};
