export { NovelGroupList } from './NovelGroupList';
export { NovelCategoryPage } from './NovelCategoryPage';
