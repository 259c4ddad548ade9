import { Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { ACCOUNT_PATH } from './paths';

const MyAccount = lazyScreen(() => import('.'), 'MyAccount');

/** My account has no sidebar item: the top bar's Admin label opens it. */
export const accountSection: Section = {
  routes: <Route path={ACCOUNT_PATH} element={<MyAccount />} />,
};
