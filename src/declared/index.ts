export { ListScreen } from './ListScreen';
