export { JobsLayout } from './JobsLayout';
export { ActiveJobList, ExpiredJobList } from './JobLists';
