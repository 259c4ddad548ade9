/**
 * The server's own messages (beyond contract/rules.ts's) that reach an admin as they are, in a toast or beside a form:
 * each language translates them by their English text (./translations.ts `MessageTranslations`). The catalogue test
 * checks that the server still sends each of them word for word.
 */
export const serverMessages = [
  'Internal Server Error',
  'Invalid value in request',
  'Bad request',
  'File not found',
  'Range not satisfiable',
  'The database has no space left; nothing was changed',
  'There is no space left on the server; nothing was changed',
  'Status must be Active or Inactive',
  'Profile picture updated successfully',
  'Reverted successfully',
  'Backup started',
  'Chapters uploaded successfully',
  'File Uploaded successfully',
  'Reporter Rejected Successfully',
  'Reporter status updated successfully',
  'Login successfully',
  'Logout successfully',
  'View saved',
  'View deleted',
  'View updated',
  'The PDF could not be read',
  'The PDF could not be rendered',
  'The PDF changed after it was checked',
  'The PDF needs too much memory to render',
  'The renderer stopped',
  'The renderer was closed',
] as const;
