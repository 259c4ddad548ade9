import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import type { Rule } from '#contract/rules';

/** A rich-text input named for assistive technology (the editor itself is a plain contenteditable). */
export const NamedRichTextInput = ({
  source,
  label,
  validate,
  disabled,
}: {
  source: string;
  label: string;
  validate: Rule[];
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const name = translate(label);
  // A new options object re-creates the editor, so it changes only with the name.
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } },
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
    />
  );
};
