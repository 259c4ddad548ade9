/** Columns of Reporters.csv, in order (spec section 2); the server's export writes the same. */
export const CSV_COLUMNS = ['firstName', 'middleName', 'lastName', 'email', 'mobileNumber', 'role', 'status'];
export const CSV_NAME = 'Reporters';

/** The two reporter types: the value the API takes (roleType, role) and the catalogue key of what screens show. */
export const reporterTypes = [
  { id: 'Reporter', name: 'app.reporters.types.Reporter' },
  { id: 'GuestReporter', name: 'app.reporters.types.GuestReporter' },
];

/** The catalogue key of a reporter type; an unknown type shows as it is. */
export const reporterTypeKey = (role: unknown) =>
  reporterTypes.find((type) => type.id === role)?.name ?? String(role ?? '');
