import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { messages, required } from '#contract/rules';

/**
 * The education entries (spec section 5): one text input each, '+' adds one, and every entry but the first can be
 * removed. Each entry is required.
 */
export const EducationInput = ({ disabled = false }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const watched: unknown = useWatch({ name: 'education' });
  const entries = Array.isArray(watched) && watched.length > 0 ? (watched as unknown[]) : [''];
  const write = (next: unknown[]) => setValue('education', next, { shouldDirty: true });

  return (
    <Box role="group" aria-label={translate('app.jobs.fields.educationGroup')} sx={{ my: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{translate('app.jobs.fields.educationGroup')}</Typography>
        <IconButton
          aria-label={translate('app.jobs.add_education')}
          disabled={disabled}
          onClick={() => write([...entries, ''])}
        >
          <AddIcon />
        </IconButton>
      </Stack>
      {entries.map((_, index) => (
        <Stack key={index} direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <TextInput
            source={`education.${index}`}
            label={translate('app.jobs.fields.education', { number: index + 1 })}
            validate={required(messages.jobEducationRequired)}
            disabled={disabled}
            fullWidth
          />
          {index > 0 && (
            <IconButton
              aria-label={translate('app.jobs.remove_education', { number: index + 1 })}
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
