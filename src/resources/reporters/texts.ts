/** The Reporters section's texts of spec sections 2, 4 and 8, word for word. */
export const REPORTER_TEXTS = {
  search: 'Search for Reporter ...',
  addButton: '+ Add New Reporter',
  addTitle: 'Add Reporter',
  editTitle: 'Edit Reporter',
  added: 'Reporter Added successfully',
  updated: 'Reporter details updated successfully',
  approved: 'Reporter status is Approved',
  rejected: 'Reporter Rejected Successfully',
  rejectTitle: 'Are You Sure Want To Reject?',
  rejectContent: 'Confirm To Reject the Reporter',
  trashTitle: 'Are You Sure Want To Delete?',
  trashContent: 'Confirm To Delete Selected Reporters',
  movedToTrash: 'Reporter moved to Trash',
  statusFailure: 'Error updating reporter status',
} as const;

export const statusToast = (status: 'Active' | 'Inactive') => `Reporter is ${status}`;

/** Columns of Reporters.csv, in order (spec section 2); the server's export writes the same. */
export const CSV_COLUMNS = ['firstName', 'middleName', 'lastName', 'email', 'mobileNumber', 'role', 'status'];
export const CSV_NAME = 'Reporters';

/** The two reporter types: the value the API takes (roleType, role) and the label the screens show. */
export const reporterTypes = [
  { id: 'Reporter', name: 'Reporter' },
  { id: 'GuestReporter', name: 'Guest Reporter' },
];

export const reporterTypeLabel = (role: unknown) =>
  reporterTypes.find((type) => type.id === role)?.name ?? String(role ?? '');
