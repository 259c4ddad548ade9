export { shortVideoConfig } from './config';
export { ShortVideoDialog, ShortVideoLayout, ShortVideoTab } from './ShortVideoScreens';
