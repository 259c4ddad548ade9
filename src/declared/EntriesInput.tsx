import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Rule } from '#contract/rules';

/**
 * A list of texts as one text input per entry (a job's education, spec section 5): '+' adds one, and every entry but
 * the first can be removed. Each entry is checked by the field's rules as a list of that one entry.
 */
export const EntriesInput = ({
  source,
  label,
  texts,
  validate,
  disabled,
}: {
  source: string;
  label: string;
  /** Catalogue keys of the entry's label and the add and remove buttons' names (`%{number}`). */
  texts: { label: string; add: string; remove: string };
  validate: Rule[];
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const watched: unknown = useWatch({ name: source });
  const entries = Array.isArray(watched) && watched.length > 0 ? (watched as unknown[]) : [''];
  const write = (next: unknown[]) => setValue(source, next, { shouldDirty: true });
  const entryRules = validate.map(
    (rule): Rule =>
      (value, values) =>
        rule([value], values),
  );

  return (
    <Box role="group" aria-label={translate(label)} sx={{ my: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{translate(label)}</Typography>
        <IconButton aria-label={translate(texts.add)} disabled={disabled} onClick={() => write([...entries, ''])}>
          <AddIcon />
        </IconButton>
      </Stack>
      {entries.map((_, index) => (
        <Stack key={index} direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <TextInput
            source={`${source}.${index}`}
            label={translate(texts.label, { number: index + 1 })}
            validate={entryRules}
            disabled={disabled}
            fullWidth
          />
          {index > 0 && (
            <IconButton
              aria-label={translate(texts.remove, { number: index + 1 })}
              disabled={disabled}
              onClick={() => write(entries.filter((__, other) => other !== index))}
              sx={{ mt: 1 }}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Stack>
      ))}
    </Box>
  );
};
