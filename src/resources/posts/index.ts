export { PostsLayout } from './PostsLayout';
export { PendingPostList, PublishedPostList, ScheduledPostList, TrashPostList } from './PostLists';
