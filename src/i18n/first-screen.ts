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
    },
    form: { mobile_number: 'Mobile Number' },
    not_found: {
      title: 'Page Not Found',
      body: 'Sorry, the page you are looking for does not exist or has been moved.',
      home: 'Go to Dashboard',
    },
  },
};
