export { AddDosAndDonts } from './AddDosAndDonts';
export { DosAndDontsView } from './DosAndDontsView';
export { EditDosAndDonts } from './EditDosAndDonts';
