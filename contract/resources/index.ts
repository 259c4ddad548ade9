import { languages } from './languages';

export const declaredResources = [languages] as const;
