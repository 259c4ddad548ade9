/** A reporter's first and last name: of a reporter record, or of the reporter an item names (`postReportedDetails`). */
export const fullName = (person: Readonly<Record<string, unknown>>) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
