export { SettingsLayout } from './SettingsLayout';
