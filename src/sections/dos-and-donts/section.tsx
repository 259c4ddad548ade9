import { dosAndDonts } from '#contract/resources/dos-and-donts';
import { textKey } from '../../declaration/texts';
import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';
import { doing, opening } from '../../access/access';
import { dosAndDontsPaths } from './paths';

const screens = () => import('.');
const DosAndDontsView = lazyScreen(screens, 'DosAndDontsView');
const AddDosAndDonts = lazyScreen(screens, 'AddDosAndDonts');
const EditDosAndDonts = lazyScreen(screens, 'EditDosAndDonts');

export const dosAndDontsPage: SubPage = {
  path: dosAndDontsPaths.view,
  tab: textKey(dosAndDonts, 'settings_tab'),
  element: <DosAndDontsView />,
  allows: opening(dosAndDonts.name),
};
export const addDosAndDontsPage: SubPage = {
  path: dosAndDontsPaths.add,
  element: <AddDosAndDonts />,
  allows: doing(dosAndDonts.name, 'create'),
};
export const editDosAndDontsPage: SubPage = {
  path: dosAndDontsPaths.edit,
  element: <EditDosAndDonts />,
  allows: doing(dosAndDonts.name, 'update'),
};
