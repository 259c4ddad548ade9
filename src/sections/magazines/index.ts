export { MagazineList } from './MagazineList';
