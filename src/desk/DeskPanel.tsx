import { Box, Button, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useCan } from '../access/useAccess';
import type { AppDataProvider, DeskNote } from '../dataProvider';
import { errorMessage } from '../dataProvider/http';
import { session } from '../dataProvider/session';
import { relativeTime } from '../format/dates';
import { useLiveEvents } from '../live/LiveProvider';
import { MentionInput } from './MentionInput';

/** How long a note's author may change it (the server's NOTE_EDIT_MINUTES). */
const EDIT_MS = 10 * 60_000;
const UNASSIGNED = '';

/**
 * The review desk in a record's dialog (issue 44): who it is assigned to (a select of the active admins), and its
 * internal notes (never shown to reporters), with @mentions; the author edits or deletes a note for 10 minutes.
 * `recorded`: the name the record's live events carry (a content kind's answer key), to read the thread again when
 * another admin writes in it.
 */
export const DeskPanel = ({ resource, recorded, id }: { resource: string; recorded: string; id: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayWrite = useCan(resource, 'status');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ noteID: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const me = session.current()?.id;
  const { data: admins = [] } = useQuery({ queryKey: ['deskAdmins'], queryFn: () => dataProvider.getDeskAdmins() });
  const desk = useQuery({
    queryKey: ['desk', resource, id],
    queryFn: async () => {
      const [assignees, notes] = await Promise.all([
        dataProvider.getAssignees(resource, [id]),
        dataProvider.getNotes({ resource, id }),
      ]);
      return { assignee: assignees[0]?.adminID ?? UNASSIGNED, notes };
    },
  });
  const assignee = desk.data?.assignee ?? UNASSIGNED;
  const notes = desk.data?.notes ?? [];
  const load = desk.refetch;
  useLiveEvents((event) => {
    if (event.resource === recorded && event.ids.includes(id) && event.actor?.adminID !== me) void load();
  });

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const assign = (adminID: string) => run(() => dataProvider.assign({ resource, id }, adminID || null));
  const add = () =>
    run(async () => {
      await dataProvider.addNote({ resource, id }, text);
      setText('');
    });
  const saveEdit = () =>
    run(async () => {
      if (!editing) return;
      await dataProvider.updateNote(editing.noteID, editing.text);
      setEditing(null);
    });
  // Judged at the thread's last read (the server has the last word): a pure render.
  const editable = (note: DeskNote) =>
    mayWrite && note.author.adminID === me && desk.dataUpdatedAt - new Date(note.createdAt).getTime() < EDIT_MS;

  return (
    <Box component="section" aria-labelledby={`desk-${id}`} sx={{ mt: 2 }}>
      <TextField
        select
        label={translate('app.desk.assignee')}
        // An assignee no longer active shows as Unassigned, as the select offers only the active admins.
        value={admins.some((admin) => admin.adminID === assignee) ? assignee : UNASSIGNED}
        onChange={(event) => void assign(event.target.value)}
        disabled={!mayWrite || busy}
        size="small"
        sx={{ minWidth: 240, mb: 2 }}
      >
        <MenuItem value={UNASSIGNED}>{translate('app.desk.unassigned')}</MenuItem>
        {admins.map((admin) => (
          <MenuItem key={admin.adminID} value={admin.adminID}>
            {admin.name}
          </MenuItem>
        ))}
      </TextField>
      <Typography id={`desk-${id}`} component="h3" variant="subtitle1">
        {translate('app.desk.notes')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.desk.notes_hint')}
      </Typography>
      {notes.length === 0 ? (
        <Typography variant="body2" sx={{ my: 1 }}>
          {translate('app.desk.no_notes')}
        </Typography>
      ) : (
        <List dense aria-labelledby={`desk-${id}`}>
          {notes.map((note) => (
            <ListItem key={note.noteID} disableGutters sx={{ display: 'block' }}>
              <Typography variant="caption" component="p" color="text.secondary">
                {translate('app.desk.by_at', { name: note.author.name, at: relativeTime(note.createdAt) })}
                {note.editedAt && ` · ${translate('app.desk.edited')}`}
              </Typography>
              {editing?.noteID === note.noteID ? (
                <>
                  <MentionInput
                    label={translate('app.desk.note_edit')}
                    value={editing.text}
                    onChange={(value) => setEditing({ noteID: note.noteID, text: value })}
                    admins={admins}
                    disabled={busy}
                  />
                  <Button size="small" onClick={() => void saveEdit()} disabled={busy || !editing.text.trim()}>
                    {translate('app.desk.save')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    {translate('app.desk.cancel')}
                  </Button>
                </>
              ) : (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.text}
                </Typography>
              )}
              {editable(note) && editing?.noteID !== note.noteID && (
                <>
                  <Button size="small" onClick={() => setEditing({ noteID: note.noteID, text: note.text })}>
                    {translate('app.desk.edit')}
                  </Button>
                  <Button size="small" onClick={() => void run(() => dataProvider.deleteNote(note.noteID))}>
                    {translate('app.desk.delete')}
                  </Button>
                </>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {mayWrite && (
        <>
          <MentionInput label={translate('app.desk.note')} value={text} onChange={setText} admins={admins} />
          <Button onClick={() => void add()} disabled={busy || !text.trim()} sx={{ mt: 1 }}>
            {translate('app.desk.add_note')}
          </Button>
        </>
      )}
    </Box>
  );
};
