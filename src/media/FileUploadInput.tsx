import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import type { Validator } from 'react-admin';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useObjectUrl } from './useObjectUrl';

export interface FileUploadInputProps {
  source: string;
  /** Catalogue key of the button's text; `hint` is a key too. */
  label: string;
  /** The picker's accept list, e.g. '.png,.jpg,.jpeg'. */
  accept: string;
  validate?: Validator | Validator[];
  /** Upload progress from 0 to 1 while the file is being sent. */
  progress?: number;
  /** Show a preview of a chosen image, or of `currentUrl` before one is chosen. */
  preview?: boolean;
  currentUrl?: string | null;
  hint?: string;
}

/**
 * A file picker for react-admin forms: it keeps the chosen File as the field value, checks it with the given
 * validators as soon as it is picked, previews images and shows upload progress.
 */
export const FileUploadInput = ({
  source,
  label,
  accept,
  validate,
  progress,
  preview = false,
  currentUrl,
  hint,
}: FileUploadInputProps) => {
  const { field, fieldState } = useInput({ source, validate });
  const { trigger } = useFormContext();
  const translate = useTranslate();
  const inputId = useId();
  const file = field.value instanceof File ? field.value : undefined;
  const objectUrl = useObjectUrl(preview ? file : undefined);
  const imageUrl = objectUrl ?? (preview ? currentUrl : undefined);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;

  return (
    <Box sx={{ my: 1 }}>
      <input
        id={inputId}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          field.onChange(event.target.files?.[0] ?? null);
          field.onBlur();
          // react-admin forms validate on submit; a picked file is checked at once.
          void trigger(source);
          event.target.value = '';
        }}
      />
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
        {translate(label)}
      </Button>
      {file && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {file.name}
        </Typography>
      )}
      {hint && <FormHelperText>{translate(hint)}</FormHelperText>}
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt={translate('app.form.file_preview', { label: translate(label) })}
          sx={{ display: 'block', mt: 1, maxWidth: 200, maxHeight: 150, objectFit: 'contain' }}
        />
      )}
      {progress !== undefined && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate('app.form.file_progress', { label: translate(label) })}
          sx={{ mt: 1 }}
        />
      )}
      {error && (
        <FormHelperText error>
          {/* react-admin encodes validator messages ('@@react-admin@@...'); ValidationError decodes and translates them. */}
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </Box>
  );
};
