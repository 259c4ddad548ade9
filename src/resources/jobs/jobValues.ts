import type { RaRecord } from 'react-admin';

/** A job as the list and get calls answer it (spec section 3). */
export interface Job extends RaRecord {
  jobTitle: string;
  location: string | null;
  numberOfOpenings: number | null;
  jobType: string[];
  description: string;
  hyperlink: string;
  expiryDate: string;
  experience: string | null;
  softwareProficiency: string[];
  technicalProficiency: string[];
  role: string;
  industryType: string;
  department: string;
  education: string[];
  employmentType: string | null;
  companyImageUrl: string | null;
  companyThumbnailUrl: string | null;
  views: number;
  updatedAt: string;
}

const text = (value: unknown) => String(value ?? '').trim();

/** Proficiencies are typed comma-separated and sent as a trimmed list (spec section 5). */
export const commaList = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) => text(item).split(','))
    .map((item) => item.trim())
    .filter(Boolean);

const list = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);

/** The form's values of a job: lists typed comma-separated as text, the rest as the server sends it. */
export const formValuesOf = (job: Job) => ({
  ...job,
  location: job.location ?? '',
  numberOfOpenings: job.numberOfOpenings === null ? '' : String(job.numberOfOpenings),
  experience: job.experience ?? '',
  softwareProficiency: job.softwareProficiency.join(', '),
  technicalProficiency: job.technicalProficiency.join(', '),
  education: job.education.length > 0 ? job.education : [''],
});

/** The fields every save sends, trimmed; openings as a number, or null when left empty. */
const commonBody = (values: Record<string, unknown>) => ({
  jobTitle: text(values.jobTitle),
  location: text(values.location),
  numberOfOpenings: text(values.numberOfOpenings) === '' ? null : Number(text(values.numberOfOpenings)),
  jobType: list(values.jobType),
  description: String(values.description ?? ''),
  hyperlink: text(values.hyperlink),
  expiryDate: text(values.expiryDate),
  experience: text(values.experience),
  softwareProficiency: commaList(values.softwareProficiency),
  technicalProficiency: commaList(values.technicalProficiency),
  role: text(values.role),
  industryType: text(values.industryType),
  department: text(values.department),
});

/** Add Job's body; the chosen image is uploaded after the create (two-step creation). */
export const createBody = (values: Record<string, unknown>) => ({
  ...commonBody(values),
  education: list(values.education),
  companyImage: values.companyImage,
});

/**
 * Edit Job's body (spec section 7's update fields): blank education entries are dropped, employmentType is sent back
 * as it was (the form has no input for it), and the image only when a new one was chosen.
 */
export const updateBody = (values: Record<string, unknown>) => ({
  ...commonBody(values),
  education: list(values.education).filter(Boolean),
  employmentType: text(values.employmentType),
  ...(values.companyImage instanceof File ? { companyImage: values.companyImage } : {}),
});

/** 'Role - Organization' as the cards and the view dialog head a job. */
export const jobHeading = (job: Job, translate: (key: string, options?: object) => string) =>
  translate('app.jobs.heading', { role: job.role, organization: job.jobTitle });
