import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import type { Rule } from '#contract/rules';
import { contentDirection } from '../i18n/direction';

/** The text levels, with ra-input-rich-text's translation keys and texts. */
const levels = [
  { key: 'ra.tiptap.paragraph', text: 'Normal', heading: undefined },
  ...([1, 2, 3, 4, 5, 6] as const).map((heading) => ({
    key: `ra.tiptap.heading${heading}`,
    text: `Heading ${heading}`,
    heading,
  })),
];

/** Which of the levels the selection is at (Normal when none). */
const levelOf = (editor: ReturnType<typeof useTiptapEditor> | undefined) =>
  Math.max(
    0,
    levels.findIndex(({ heading }) =>
      heading ? editor?.isActive('heading', { level: heading }) : editor?.isActive('paragraph'),
    ),
  );

/**
 * ra-input-rich-text's level select as a menu button named for the level it shows. Its own is a list item inside a
 * navigation region, not a list (axe: listitem), named 'Current level' while it reads 'Normal'
 * (label-content-name-mismatch): both serious WCAG violations.
 */
const LevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [current, setCurrent] = useState(() => levelOf(editor));
  useEffect(() => {
    if (!editor) return;
    const follow = () => setCurrent(levelOf(editor));
    editor.on('transaction', follow);
    return () => void editor.off('transaction', follow);
  }, [editor]);
  const text = (index: number) => translate(levels[index].key, { _: levels[index].text });
  const choose = (index: number) => {
    setAnchor(null);
    const { heading } = levels[index];
    if (heading) editor.chain().focus().setNode('heading', { level: heading }).run();
    else editor.chain().focus().setNode('paragraph').run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${translate('ra.tiptap.current_level', { _: 'Current level' })}: ${text(current)}`}
        disabled={!editor?.isEditable}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', border: 1, borderColor: 'divider' }}
      >
        {text(current)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {levels.map((level, index) => (
          <MenuItem key={level.key} selected={index === current} onClick={() => choose(index)}>
            {text(index)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/**
 * A rich-text input named for assistive technology (the editor itself is a plain contenteditable), with
 * ra-input-rich-text's toolbar but an accessible level select.
 */
export const NamedRichTextInput = ({
  source,
  label,
  validate,
  disabled,
}: {
  source: string;
  /** A translation key or text. */
  label: string;
  validate: Rule[];
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const name = translate(label);
  // A new options object re-creates the editor, so it changes only with the name.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name, ...contentDirection },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={validate}
      disabled={disabled}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <LevelSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
};
