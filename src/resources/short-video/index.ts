export { ShortVideoDialog, ShortVideoLayout, ShortVideoTab } from './ShortVideoScreens';
