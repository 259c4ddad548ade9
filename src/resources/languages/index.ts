export { LanguageList } from './LanguageList';
export { LanguageDialog } from './LanguageDialog';
