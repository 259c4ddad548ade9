export { MyAccount } from './MyAccount';
