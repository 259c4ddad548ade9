import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { RowsField } from '#contract/resource';
import { required, type Rule } from '#contract/rules';
import { fileExtension, fileSize } from '../media/fileRules';
import { FileUploadInput } from '../media/FileUploadInput';

/** The row count the form holds, when its field's rules take it; 0 otherwise (no inputs shown). */
const countOf = (value: unknown, rules: readonly Rule[]) => {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && rules.every((rule) => rule(value) === undefined) ? count : 0;
};

/**
 * One file input per row of a `rows` field with `files` (a novel's chapter PDFs, spec section 5), as many as its
 * count field holds: each required, except for rows the record has (a file chosen for one replaces it). The files
 * go up in one request, so one bar shows its progress.
 */
export const RowFilesInput = ({
  source,
  label,
  field,
  texts,
  stored,
  countRules,
  progress,
  disabled,
}: {
  source: string;
  /** Catalogue keys: the field's label (the progress bar's name), a row's input and its uploaded file. */
  label: string;
  texts: { label: string; uploaded: string };
  field: RowsField & { files: NonNullable<RowsField['files']> };
  /** The rows the record has. */
  stored: unknown;
  /** The count field's rules: no inputs for a count they refuse (above the most a novel may have). */
  countRules: readonly Rule[];
  progress?: number;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const { files } = field;
  const count = countOf(useWatch({ name: files.count }), countRules);
  const byNumber = new Map(
    (Array.isArray(stored) ? (stored as Record<string, unknown>[]) : []).map((row) => [Number(row[field.by]), row]),
  );
  if (disabled) return null;
  return (
    <Box>
      {Array.from({ length: count }, (_, index) => {
        const existing = byNumber.get(index + 1);
        return (
          <FileUploadInput
            key={index}
            source={`${source}.${index}`}
            label={translate(texts.label, { number: index + 1 })}
            accept={files.types.join(',')}
            hint={existing ? translate(texts.uploaded, { name: String(existing[files.name] ?? '') }) : undefined}
            validate={[
              ...(existing ? [] : [required(files.requiredMessage)]),
              fileExtension([...files.types], files.typeMessage),
              fileSize(files.maxBytes, files.sizeMessage),
            ]}
          />
        );
      })}
      {progress !== undefined && (
        <>
          <Typography variant="body2">{translate(label)}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate('app.form.file_progress', { label: translate(label) })}
          />
        </>
      )}
    </Box>
  );
};
