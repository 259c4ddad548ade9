// The registry of the e2e's fixture build (e2e/fixture.vite.config.ts, e2e/fixture-server.ts): every shipped
// declaration and the test fixtures of issue 37, the README tutorial's Events section and Notices (every field kind),
// as if `npm run db:generate` had listed them.
import type { ResourceDeclaration } from '../contract/resource';
import { declaredResources as shipped } from '../contract/resources/index';
import { events } from '../server/test/fixtures/events';
import { notices } from '../server/test/fixtures/notices';

export const fixtures: readonly ResourceDeclaration[] = [events, notices];

export const declaredResources: readonly ResourceDeclaration[] = [...shipped, ...fixtures];
