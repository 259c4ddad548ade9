export { PendingPostList, PublishedPostList, ScheduledPostList, TrashPostList } from './PostLists';
