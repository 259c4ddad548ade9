export { ActivityList } from './ActivityList';
