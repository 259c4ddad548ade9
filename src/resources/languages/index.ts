export { LanguageList } from './LanguageList';
export { LanguageDialog, LANGUAGE_ADDED, LANGUAGE_UPDATED } from './LanguageDialog';
