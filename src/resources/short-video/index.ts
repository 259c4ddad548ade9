export { ShortVideoLayout, ShortVideoTab } from './ShortVideoScreens';
