import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Avatar,
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  Divider,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  Typography,
} from '@mui/material';
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
import { useSignOut } from './useSignOut';

const ACCEPT = '.jpeg,.jpg,.png';
const checks = [
  fileExtension(['.jpeg', '.jpg', '.png'], 'app.profile.wrong_type'),
  fileSize(limits.imageMaxBytes, messages.imageSize),
];

/** Who is signed in, at the top of the account menu: every admin's top bar reads Admin, as the spec has it. */
const SignedInAs = ({
  id,
  admin,
}: {
  id: string;
  admin: { firstName?: unknown; lastName?: unknown; mobileNumber?: unknown };
}) => {
  const translate = useTranslate();
  const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ');
  return (
    <Box id={id} sx={{ px: 2, pt: 1.5, pb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.profile.signed_in_as')}
      </Typography>
      <Typography variant="subtitle1" component="p">
        {name}
      </Typography>
      <Typography variant="body2">{String(admin.mobileNumber ?? '')}</Typography>
    </Box>
  );
};

/**
 * The admin's picture and the label Admin in the top bar. Clicking the picture picks a new one, which is shown at
 * once and uploaded with a progress ring; the label opens the account menu, which names the signed-in admin and
 * leads to My account and Sign Out. The top bar is on every screen, so it also keeps an admin who must set up
 * two-factor sign-in (REQUIRE_2FA) on My account.
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
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const signOut = useSignOut();

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
        color="inherit"
        sx={{ textTransform: 'none', minHeight: 44, whiteSpace: 'nowrap', flexShrink: 0 }}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        aria-controls={menuAnchor ? menuId : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <Typography variant="subtitle1" component="span">
          {translate('app.profile.label')}
        </Typography>
      </Button>
      {/* A popover rather than a Menu: the signed-in admin is text above the menu (which it names), not an item. */}
      <Popover
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {data && <SignedInAs id={`${menuId}-admin`} admin={data} />}
        {data && <Divider />}
        <MenuList id={menuId} autoFocusItem aria-labelledby={data ? `${menuId}-admin` : undefined}>
          <MenuItem component={Link} to={ACCOUNT_PATH} onClick={() => setMenuAnchor(null)} sx={{ minHeight: 44 }}>
            <ListItemIcon>
              <AccountCircleIcon />
            </ListItemIcon>
            <ListItemText>{translate('app.profile.my_account')}</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              signOut();
            }}
            sx={{ minHeight: 44 }}
          >
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText>{translate('app.menu.sign_out')}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </Box>
  );
};
