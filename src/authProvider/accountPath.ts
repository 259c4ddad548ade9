/** My account, opened from the top bar's Admin label. */
export const ACCOUNT_PATH = '/account';
