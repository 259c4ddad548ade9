export { NovelsLayout } from './NovelsLayout';
export { ActiveNovels, UpcomingNovels } from './NovelGroupList';
export { NovelCategoryPage } from './NovelCategoryPage';
