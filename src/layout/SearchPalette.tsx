import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputBase,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { request } from '../dataProvider/http';

/** The answer of GET /api/search (issue 42). */
export interface SearchGroup {
  resource: string;
  total: number;
  items: { id: string; title: string; snippet: string; status: string | null; path: string }[];
}

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The text with each occurrence of the query's words (case and Latin accents aside) in a <mark>. */
export const marked = (text: string, query: string): ReactNode => {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  // Folding keeps one character per character only where nothing was stripped; otherwise the text is shown plain.
  const folded = fold(text);
  if (folded.length !== text.length) return text;
  const words = fold(query).split(/\s+/).filter(Boolean);
  const parts: ReactNode[] = [];
  let at = 0;
  while (at < text.length) {
    const next = words
      .map((word) => ({ word, index: folded.indexOf(word, at) }))
      .filter(({ index }) => index >= 0)
      .sort((a, b) => a.index - b.index || b.word.length - a.word.length)[0];
    if (!next) break;
    parts.push(
      text.slice(at, next.index),
      <mark key={next.index}>{text.slice(next.index, next.index + next.word.length)}</mark>,
    );
    at = next.index + next.word.length;
  }
  parts.push(text.slice(at));
  return parts;
};

/**
 * Results as the user types, after a pause; null for a blank text and until the text's results are in. `onResults`
 * runs as they arrive.
 */
const useSearch = (query: string, onResults: () => void) => {
  const [answer, setAnswer] = useState<{ text: string; groups: SearchGroup[] } | null>(null);
  const text = query.trim();
  useEffect(() => {
    if (!text) return;
    let current = true;
    const timer = setTimeout(() => {
      void request('GET', `/search?q=${encodeURIComponent(text)}`)
        .then(({ json }) => (json as { groups: SearchGroup[] }).groups)
        .catch(() => [])
        .then((groups) => {
          if (!current) return;
          setAnswer({ text, groups });
          onResults();
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, onResults]);
  return text && answer?.text === text ? answer.groups : null;
};

/**
 * The top bar's search (issue 42): a button that opens a dialog, also with Ctrl+K or ⌘K on any screen. The input is a
 * combobox over a listbox of results grouped by kind; the first is active, arrows move, Enter opens the active
 * result's record, Escape closes. The number of results is announced.
 */
export const SearchPalette = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const firstActive = useCallback(() => setActive(0), []);
  const groups = useSearch(open ? query : '', firstActive);
  const id = useId();
  const items = groups?.flatMap((group) => group.items) ?? [];

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(items[active].path);
    }
  };
  const groupLabel = (resource: string) => translate(`app.search.groups.${resource}`, { _: resource });
  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <>
      {phone ? (
        // The phone's top bar has no room for the word in every language (Urdu's wrapped and pushed Admin out).
        <IconButton
          color="inherit"
          onClick={() => setOpen(true)}
          aria-label={translate('app.search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{ width: 44, height: 44 }}
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={<SearchIcon />}
          onClick={() => setOpen(true)}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{ textTransform: 'none', mr: 1 }}
        >
          {translate('app.search.open')}
        </Button>
      )}
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`} sx={{ pb: 1 }}>
          {translate('app.search.title')}
        </DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 1,
            }}
          >
            <SearchIcon aria-hidden />
            <InputBase
              autoFocus
              fullWidth
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={translate('app.search.placeholder')}
              inputProps={{
                role: 'combobox',
                'aria-label': translate('app.search.label'),
                'aria-expanded': items.length > 0,
                'aria-controls': `${id}-listbox`,
                'aria-autocomplete': 'list',
                'aria-activedescendant': items.length > 0 ? optionId(active) : undefined,
                maxLength: 200,
              }}
            />
          </Box>
          <Typography role="status" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {groups === null
              ? ''
              : translate('app.search.results', { smart_count: groups.reduce((sum, group) => sum + group.total, 0) })}
          </Typography>
          <Box
            component="ul"
            role="listbox"
            id={`${id}-listbox`}
            aria-label={translate('app.search.results_label')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {groups?.map((group) => (
              <Box component="li" role="group" key={group.resource} aria-label={groupLabel(group.resource)}>
                <Typography aria-hidden variant="overline" component="div" sx={{ color: 'text.secondary', mt: 1 }}>
                  {groupLabel(group.resource)}
                </Typography>
                <Box component="ul" role="presentation" sx={{ listStyle: 'none', p: 0 }}>
                  {group.items.map((item) => {
                    index += 1;
                    const at = index;
                    return (
                      <Box
                        component="li"
                        role="option"
                        key={item.id}
                        id={optionId(at)}
                        aria-selected={at === active}
                        onClick={() => go(item.path)}
                        onMouseMove={() => setActive(at)}
                        sx={{
                          p: 1,
                          borderRadius: 1,
                          cursor: 'pointer',
                          bgcolor: at === active ? 'action.selected' : undefined,
                          '& mark': { bgcolor: 'warning.light', color: 'inherit' },
                        }}
                      >
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                          <Typography component="span" sx={{ fontWeight: 500, flex: 1 }}>
                            {marked(item.title, query)}
                          </Typography>
                          {item.status && <Chip size="small" label={item.status} />}
                        </Box>
                        {item.snippet !== item.title && (
                          <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
                            {marked(item.snippet, query)}
                          </Typography>
                        )}
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            ))}
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
};
