export { ShortVideoTab } from './ShortVideoScreens';
