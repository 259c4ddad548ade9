import { defineSection } from '../../routing/section';
import { ACCOUNT_PATH } from '../../authProvider/accountPath';

/** My account (beyond the spec) has no sidebar item: the top bar's Admin label opens it. */
export const accountSection = defineSection({ root: ACCOUNT_PATH, screen: 'MyAccount' });
