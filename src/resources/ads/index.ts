export { AdList } from './AdList';
