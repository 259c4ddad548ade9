// PLACEHOLDER (branch i18nshell): stands in for the hi catalogue that the i18ntexts helper writes (same file, same
// export); it repeats the English texts so that the language switch can be built and tested before the merge.
import { en } from './en';

export const hi = en;
