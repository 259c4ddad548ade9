export { AdDialog } from './AdDialog';
