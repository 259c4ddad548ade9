import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider, AppNotification } from '../dataProvider';
import { relativeTime } from '../format/dates';
import { useLiveEvents } from '../live/LiveProvider';
import { recordPath } from './recordPath';

/** The live events of the admin's own notifications (server: NOTIFICATION_EVENTS). */
const NOTIFICATIONS = 'notifications';

/**
 * The top bar's bell (issue 44): the unread count, and a list of the admin's notifications (assigned to them,
 * mentioned, a record they assigned or noted on changed status, a backup failed). A new one arrives over the event
 * stream; opening one marks it read and opens its record; 'Mark all as read' marks them all.
 */
export const NotificationBell = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<{ notifications: AppNotification[]; unread: number }>({
    notifications: [],
    unread: 0,
  });
  const headingId = useId();

  const load = useCallback(() => dataProvider.getNotifications().then(setState, () => undefined), [dataProvider]);
  useEffect(() => {
    void load();
  }, [load]);
  useLiveEvents((event) => {
    if (event.resource === NOTIFICATIONS) void load();
  });

  const open = async (notification: AppNotification) => {
    setAnchor(null);
    if (!notification.read) await dataProvider.markNotificationsRead([notification.notificationID]).catch(() => {});
    void load();
    const path = recordPath(notification.resource, notification.recordId);
    if (path) void navigate(path);
  };
  const markAll = async () => {
    await dataProvider.markNotificationsRead('all').catch(() => undefined);
    void load();
  };

  const label = translate('app.desk.bell', { smart_count: state.unread });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={state.unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
          <Typography id={headingId} component="h2" variant="subtitle1">
            {translate('app.desk.notifications')}
          </Typography>
          <Button size="small" onClick={() => void markAll()} disabled={state.unread === 0}>
            {translate('app.desk.mark_all_read')}
          </Button>
        </Box>
        {state.notifications.length === 0 ? (
          <Typography variant="body2" sx={{ px: 2, py: 2 }}>
            {translate('app.desk.no_notifications')}
          </Typography>
        ) : (
          <List dense aria-labelledby={headingId} sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {state.notifications.map((notification) => (
              <ListItem key={notification.notificationID} disablePadding>
                <ListItemButton onClick={() => void open(notification)}>
                  <ListItemText
                    primary={
                      notification.read
                        ? notification.text
                        : translate('app.desk.unread_item', { text: notification.text })
                    }
                    secondary={relativeTime(notification.at)}
                    slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 700 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
