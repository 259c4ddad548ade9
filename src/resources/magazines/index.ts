export { MagazinesLayout } from './MagazinesLayout';
export { ActiveMagazines, ExpiredMagazines } from './MagazineList';
