import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useId, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { messages } from '#contract/rules';
import { errorMessage, type AppDataProvider, type ResourceName } from '../dataProvider';
import { saveFile } from '../downloads/saveFile';
import { useCan } from '../access/useAccess';

/** The server's list of messages for a refused file, when it sent a list. */
const messageList = (error: unknown): string[] | undefined => {
  const message = error instanceof HttpError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
  return Array.isArray(message) ? message.map(String) : undefined;
};

/**
 * Import (.xls/.xlsx) into a resource's `imports.xlsx` call (spec sections 2 and 8): a refused file's list of
 * messages opens 'Upload Errors' with one bullet per message; a single message is an error toast; the list reloads
 * either way. The success toast says how many rows went in. With `templateFile`, a Template button downloads the
 * resource's `exports.template` (the sheet with the expected columns) under that name.
 *
 * @example
 * <ImportButton resource={resourceName('posts')} templateFile="posts-import-template.xlsx" />
 */
export const ImportButton = ({ resource, templateFile }: { resource: ResourceName; templateFile?: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const mayImport = useCan(resource, 'import');

  const importFile = async (file: File) => {
    if (!/\.xlsx?$/i.test(file.name)) {
      notify(messages.importFileType, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const { json } = await dataProvider.importFile(resource, { call: 'xlsx', file });
      const count = (json as { importedCount?: unknown } | undefined)?.importedCount;
      if (typeof count === 'number')
        notify('app.import.imported_count', { type: 'success', messageArgs: { smart_count: count } });
      else notify('app.import.imported', { type: 'success' });
    } catch (error) {
      const list = messageList(error);
      // The server sends row problems as a list even when there is one: they open the dialog, as the spec's list does.
      if (list && list.length > 0) setErrors(list);
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const downloadTemplate = async (name: string) => {
    try {
      saveFile(await dataProvider.download(resource, { call: 'template' }), name);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  if (!mayImport) return null;
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept=".xls,.xlsx"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
        {translate('app.import.button')}
      </Button>
      {templateFile && (
        <Button variant="text" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate(templateFile)}>
          {translate('app.import.template')}
        </Button>
      )}
      <Dialog open={errors !== null} onClose={() => setErrors(null)} aria-labelledby={`${inputId}-errors`}>
        <DialogTitle id={`${inputId}-errors`}>{translate('app.import.upload_errors')}</DialogTitle>
        <DialogContent dividers>
          <MuiList dense sx={{ listStyleType: 'disc', pl: 3 }}>
            {(errors ?? []).map((message, index) => (
              <ListItem key={index} sx={{ display: 'list-item', p: 0 }}>
                <ListItemText primary={translate(message, { _: message })} />
              </ListItem>
            ))}
          </MuiList>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setErrors(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
