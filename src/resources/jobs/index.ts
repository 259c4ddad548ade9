export { JobList } from './JobLists';
