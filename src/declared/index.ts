// The declared screens' one chunk (vite.config.ts names a route's chunk after its folder): the Settings lists and
// the declared main-menu sections both load it.
export { ListScreen } from './ListScreen';
export { sectionScreensOf } from './sectionScreens';
