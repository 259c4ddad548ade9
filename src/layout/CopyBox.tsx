import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Stack } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * A secret to hand over or keep (a one-time password, recovery codes), one per line in a monospace box of its own with
 * a Copy button: inside a sentence a leading hyphen or the full stop after it was easily copied wrong. `label` names
 * the box (visible above it); Copy puts exactly the box's lines on the clipboard.
 */
export const CopyBox = ({ label, lines }: { label: string; lines: readonly string[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const labelId = useId();
  const copy = () =>
    navigator.clipboard
      .writeText(lines.join('\n'))
      .then(() => notify('app.copy.copied', { type: 'success' }))
      .catch(() => notify('app.copy.failed', { type: 'error' }));
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box id={labelId} sx={{ typography: 'body2', fontWeight: 500 }}>
        {label}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          component="pre"
          role="group"
          aria-labelledby={labelId}
          sx={{
            m: 0,
            px: 1.5,
            py: 1,
            fontFamily: 'monospace',
            fontSize: '1rem',
            lineHeight: 1.6,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'action.hover',
            userSelect: 'all',
          }}
        >
          {lines.join('\n')}
        </Box>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          aria-describedby={labelId}
          sx={{ minHeight: 44 }}
        >
          {translate('app.copy.copy')}
        </Button>
      </Stack>
    </Stack>
  );
};
