import { List, ListItemButton, Paper, TextField } from '@mui/material';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { DeskAdmin } from '../dataProvider';

/** The `@name` being typed just before the caret, if any. */
const mentionBefore = (text: string, caret: number) => /(?:^|\s)@([\p{L}\p{N} .'-]{0,40})$/u.exec(text.slice(0, caret));

/**
 * A note's text box with @mentions completed from the active admins (WAI-ARIA combobox with a listbox): typing `@`
 * and part of a name lists the matching admins; Up and Down move through them, Enter or a click inserts `@First Last`,
 * Escape closes the list.
 */
export const MentionInput = ({
  label,
  value,
  onChange,
  admins,
  disabled,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  admins: readonly DeskAdmin[];
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const listId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const typed = mentionBefore(value, caret);
  const query = typed?.[1].toLowerCase() ?? '';
  const matches = typed ? admins.filter((admin) => admin.name.toLowerCase().startsWith(query)).slice(0, 8) : [];
  const expanded = !dismissed && matches.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (admin: DeskAdmin) => {
    if (!typed) return;
    const start = caret - typed[1].length - 1;
    const inserted = `@${admin.name} `;
    const next = value.slice(0, start) + inserted + value.slice(caret);
    onChange(next);
    const at = start + inserted.length;
    setCaret(at);
    requestAnimationFrame(() => input.current?.setSelectionRange(at, at));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(matches[Math.min(active, matches.length - 1)]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <div style={{ position: 'relative' }}>
      <TextField
        label={label}
        value={value}
        multiline
        minRows={2}
        fullWidth
        disabled={disabled}
        helperText={translate('app.desk.note_helper')}
        inputRef={input}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart ?? event.target.value.length);
          setActive(0);
          setDismissed(false);
        }}
        onSelect={(event) => setCaret((event.target as HTMLTextAreaElement).selectionStart ?? 0)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            ...(expanded && { 'aria-activedescendant': optionId(Math.min(active, matches.length - 1)) }),
          },
        }}
      />
      <Paper
        elevation={4}
        sx={{ position: 'absolute', zIndex: 1, left: 0, right: 0, display: expanded ? 'block' : 'none' }}
      >
        <List id={listId} role="listbox" aria-label={translate('app.desk.mentions')} dense>
          {matches.map((admin, index) => (
            <ListItemButton
              key={admin.adminID}
              id={optionId(index)}
              role="option"
              aria-selected={index === Math.min(active, matches.length - 1)}
              selected={index === Math.min(active, matches.length - 1)}
              // Keeps the focus in the text box, as a combobox's list does.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(admin)}
            >
              {admin.name}
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </div>
  );
};
