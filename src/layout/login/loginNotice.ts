/**
 * The 'Login successfully' toast of a login made on the standalone first screen: the admin app that shows toasts is
 * loaded after it, so the text waits here until the layout takes it.
 */
let pending: string | undefined;

export const loginNotice = {
  leave: (text: string) => {
    pending = text;
  },
  take: () => {
    const text = pending;
    pending = undefined;
    return text;
  },
};
