export { CategoryList } from './CategoryList';
export { categoryKinds, type CategoryKind } from './kinds';
export { CategoryDialog } from './CategoryDialog';
