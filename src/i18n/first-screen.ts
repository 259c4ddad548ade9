/**
 * The texts the first screen needs before any other code loads: the login page, Page Not Found, and react-admin's
 * defaults that the spec overrides (e.g. 'No data available', pagination 'Previous'/'Next'). Same key scheme as ./en.ts.
 */
export const firstScreen = {
  ra: {
    action: { cancel: 'Cancel', confirm: 'Confirm', close: 'Close' },
    navigation: { no_results: 'No data available', previous: 'Previous', next: 'Next' },
    page: { loading: 'Loading' },
  },
  app: {
    title: 'Newsroom back-office',
    login: {
      password: 'Password',
      submit: 'Login',
      busy: 'Logging...',
      success: 'Login successfully',
      invalid_credentials: 'Invalid Credentials',
      request_failed: 'There was an error processing your request. Please try again.',
      show_password: 'Show password',
      hide_password: 'Hide password',
      two_factor: {
        heading: 'Two-factor sign-in',
        code_help: 'Enter the 6-digit code from your authenticator app.',
        code: 'Authentication code',
        recovery_help: 'Enter one of your recovery codes. Each code works once.',
        recovery_code: 'Recovery code',
        use_recovery: 'Use a recovery code instead',
        use_code: 'Use a code from the app instead',
        verify: 'Verify',
        verifying: 'Verifying...',
        back: 'Back to login',
        code_required: 'Code is required',
      },
    },
    form: { mobile_number: 'Mobile Number' },
    language: { menu: 'Interface language' },
    not_found: {
      title: 'Page Not Found',
      body: 'Sorry, the page you are looking for does not exist or has been moved.',
      home: 'Go to Dashboard',
    },
  },
};

/**
 * A translate function over first-screen texts, for the login page before react-admin's i18n provider exists
 * (StandaloneLogin, and the form prerendered into index.html); a text that is not a key (a server message) shows as
 * it is.
 */
export const firstScreenTranslator = (texts: typeof firstScreen) => (key: string) => {
  // A message is its own key (its translation by its English text), and may hold full stops.
  const whole = (texts as Record<string, unknown>)[key];
  const found =
    whole ?? key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  return typeof found === 'string' ? found : key;
};

/** A first-screen text by key, in English. */
export const translateFirstScreen = firstScreenTranslator(firstScreen);
