import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { rules, checkFields } from '#contract/rules';
import { errorMessage, type AppDataProvider, type SavedView } from '../dataProvider';
import { useLiveEvents } from './LiveProvider';

/** The list's state as its URL carries it (filter, sort, order, perPage, ...); the page is not part of a view. */
const queryOf = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('page');
  return Object.fromEntries([...params.entries()].sort(([a], [b]) => a.localeCompare(b)));
};
const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const viewsKey = (list: string) => ['savedViews', list];
/** The live events' resource of a saved view saved, changed or deleted (server/src/saved-views). */
const SAVED_VIEWS_EVENTS = 'savedViews';

/**
 * Saved views of the list at this path, beside its filters: pick one (it sets the URL, where the list keeps its
 * state), save the current filters, search, sort and page size under a name for me or every admin, set my default
 * (a visit without parameters opens it), rename and delete my own. A view another admin shares, changes or deletes
 * shows here at once: its live event makes the menu ask for the views again.
 */
export const SavedViewsMenu = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'save' | 'rename' | null>(null);
  const { data: views = [] } = useQuery({
    queryKey: viewsKey(pathname),
    queryFn: () => dataProvider.getSavedViews(pathname),
  });
  const current = views.find((view) => sameQuery(view.query, queryOf(search)));

  const open = (view: SavedView, replace = false) =>
    navigate({ pathname, search: new URLSearchParams(view.query).toString() }, { replace });

  // A visit without parameters opens my default view, once.
  const appliedDefault = useRef(false);
  useEffect(() => {
    if (appliedDefault.current || views.length === 0) return;
    appliedDefault.current = true;
    const preferred = views.find((view) => view.isDefault);
    if (preferred && search === '') void open(preferred, true);
  });

  const reload = () => queryClient.invalidateQueries({ queryKey: viewsKey(pathname) });
  useLiveEvents((event) => {
    if (event.resource === SAVED_VIEWS_EVENTS) void reload();
  });
  /** Runs a change to the views, says `done` or the failure, and reloads them either way. */
  const change = async (save: () => Promise<void>, done?: string) => {
    setAnchor(null);
    try {
      await save();
      if (done) notify(done, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    await reload();
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current ? `${translate('app.views.button')}: ${current.name}` : translate('app.views.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('app.views.menu') } }}
      >
        {views.length === 0 && <MenuItem disabled>{translate('app.views.none')}</MenuItem>}
        {views.map((view) => (
          <MenuItem
            key={view.viewID}
            selected={view === current}
            onClick={() => {
              setAnchor(null);
              void open(view);
            }}
          >
            <ListItemText
              primary={view.isDefault ? `${view.name} ${translate('app.views.default_suffix')}` : view.name}
              secondary={view.mine ? undefined : translate('app.views.shared_by', { name: view.owner.name })}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialog('save');
          }}
        >
          {translate('app.views.save')}
        </MenuItem>
        {current && (
          <MenuItem
            onClick={() => void change(() => dataProvider.setDefaultSavedView(current.viewID, !current.isDefault))}
          >
            {translate(current.isDefault ? 'app.views.unset_default' : 'app.views.set_default')}
          </MenuItem>
        )}
        {current?.mine && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setDialog('rename');
            }}
          >
            {translate('app.views.rename')}
          </MenuItem>
        )}
        {current?.mine && (
          <MenuItem
            onClick={() =>
              void change(() => dataProvider.deleteSavedView(current.viewID), translate('app.views.deleted'))
            }
          >
            {translate('app.views.delete')}
          </MenuItem>
        )}
      </Menu>
      {dialog && (
        <ViewDialog
          rename={dialog === 'rename' ? current : undefined}
          onClose={() => setDialog(null)}
          onSave={async (fields) => {
            if (dialog === 'rename' && current)
              await change(() => dataProvider.renameSavedView(current.viewID, fields.name));
            else
              await change(
                () => dataProvider.createSavedView({ ...fields, list: pathname, query: queryOf(search) }),
                translate('app.views.saved'),
              );
            setDialog(null);
          }}
        />
      )}
    </>
  );
};

const ViewDialog = ({
  rename,
  onClose,
  onSave,
}: {
  rename?: SavedView;
  onClose(): void;
  onSave(fields: { name: string; shared: boolean; isDefault: boolean }): Promise<void>;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [name, setName] = useState(rename?.name ?? '');
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = checkFields({ name: name.trim() }, rules.savedView).name;
    if (message) return setError(message);
    void onSave({ name: name.trim(), shared, isDefault });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(rename ? 'app.views.rename_title' : 'app.views.save_title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('app.views.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error && translate(error, { _: error })}
            fullWidth
            required
            autoFocus
            margin="dense"
          />
          {!rename && (
            <>
              <FormControlLabel
                control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
                label={translate('app.views.shared')}
              />
              <FormControlLabel
                control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
                label={translate('app.views.make_default')}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.views.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.views.save_title')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
