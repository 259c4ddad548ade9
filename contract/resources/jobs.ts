import { defineResource } from '../resource';
import { messages, notBeforeToday, required, rules } from '../rules';

/**
 * Jobs (spec sections 2, 5 and 7): active and expired lists by the expiry day, with the day filter and the
 * dashboard's `endingWithin`, a company image uploaded after the create call, lists of texts, and a view count.
 */
export const jobs = defineResource({
  name: 'jobs',
  table: 'jobs',
  id: 'jobID',
  noun: 'Job',
  fields: {
    jobTitle: {
      type: 'text',
      rules: rules.job.jobTitle,
      label: 'Organization Name',
      input: 'Organization Name; required',
      list: true,
    },
    location: { type: 'text', optional: true, label: 'Location', input: 'Optional' },
    numberOfOpenings: {
      type: 'number',
      integer: true,
      min: 0,
      max: 2_147_483_647,
      message: messages.jobOpeningsInvalid,
      label: 'No. of Openings',
      input: 'Optional whole number, 0 or more; null or empty clears it',
    },
    jobType: {
      type: 'strings',
      column: 'jobTypes',
      distinct: true,
      rules: rules.job.jobType,
      label: 'Job Type',
      input: 'Required; each one of Remote, Full Time, Part Time, Hybrid Job',
    },
    description: {
      type: 'richtext',
      rules: rules.job.description,
      emptied: messages.blankMessage,
      label: 'Job Description',
      input: 'Rich text (HTML), sanitised against an allowlist; required, not only spaces',
    },
    hyperlink: {
      type: 'text',
      rules: rules.job.hyperlink,
      label: 'Job Hyperlink',
      input: 'Required; an http:// or https:// address',
    },
    expiryDate: {
      type: 'date',
      day: 'of-date-time',
      rules: rules.job.expiryDate,
      createRules: [notBeforeToday(messages.jobExpiryPast)],
      changedRules: [notBeforeToday(messages.jobExpiryPastEdit)],
      label: 'Expiry Date',
      input: 'yyyy-MM-dd; required, not before today (on edit only when changed)',
      describe: 'yyyy-MM-dd; the job is active through this day',
    },
    experience: { type: 'text', optional: true, label: 'Experience', input: 'Optional' },
    softwareProficiency: {
      type: 'strings',
      split: ',',
      label: 'Software Proficiency',
      input: 'Optional; entries are also split at commas',
    },
    technicalProficiency: {
      type: 'strings',
      split: ',',
      label: 'Technical Proficiency',
      input: 'Optional; entries are also split at commas',
    },
    role: { type: 'text', rules: rules.job.role, label: 'Role', input: 'Required' },
    industryType: { type: 'text', rules: rules.job.industryType, label: 'Industry Type', input: 'Required' },
    department: { type: 'text', rules: rules.job.department, label: 'Department', input: 'Required' },
    education: {
      type: 'strings',
      blanks: 'keepOnCreate',
      rules: rules.job.education,
      label: 'Education',
      input: 'Required; each entry filled in (on edit blank entries are dropped)',
    },
    employmentType: { type: 'text', optional: true, label: 'Employment Type', input: 'Optional' },
    companyImageUrl: {
      type: 'image',
      column: 'imageKey',
      thumbnail: 'companyThumbnailUrl',
      upload: {
        path: '/jobs/upload/{id}',
        field: 'companyImage',
        gif: true,
        summary:
          "Upload or replace a job's company image (multipart field companyImage: .png, .jpg, .jpeg or .gif under 2 MB)",
      },
      createRules: [required(messages.imageRequired)],
      label: 'Company Image',
    },
    companyThumbnailUrl: { type: 'image', column: 'thumbnailKey' },
    views: {
      type: 'counter',
      count: {
        path: '/jobs/views/{id}',
        message: 'Job view counted',
        summary: "Count one view of a job (atomic, safe under concurrent calls); answers the job's new view count",
      },
    },
    status: { type: 'window', describe: 'active or expired' },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  api: {
    tag: 'Jobs',
    list: {
      path: '/jobs/filter/{status}',
      key: 'jobs',
      summary: 'One page of active jobs (newest first) or expired jobs (latest expiry first)',
      description:
        "status is active, or expired (the app's 'expiry' mode; both spellings). days (1 = today, 7, 15 or 30) keeps " +
        'active jobs posted in that many days and expired jobs that expired in them. pagination.totalRecords is the count card. ' +
        'endingWithin (active only; 400 on expired) keeps the active jobs that expire within that many days: the list ' +
        'behind the dashboard figure jobsExpiringSoon, counted the same way.',
      paginated: true,
      pageSize: 12,
      views: [],
      windows: {
        active: { field: 'expiryDate', is: 'future', latest: ['createdAt'], recent: 'createdAt' },
        expired: {
          field: 'expiryDate',
          is: 'past',
          also: ['expiry'],
          latest: ['expiryDate', 'createdAt'],
          recent: 'expiryDate',
        },
      },
      days: { rules: rules.jobDateFilter.days, describe: '1, 7, 15 or 30' },
      endingWithin: {
        window: 'active',
        refusal: 'endingWithin applies to active jobs only',
        describe: 'active jobs whose expiry day (server time zone) is today or one of the N-1 days after',
      },
    },
    get: { path: '/jobs/get/{id}', key: 'Jobs', summary: 'One job by its id' },
    create: {
      path: '/jobs/create',
      key: 'jobID',
      answer: 'id',
      message: 'Job Added successfully',
      summary: 'Create a job; its company image is uploaded next with PUT /jobs/upload/{id}',
    },
    update: {
      path: '/jobs/update/{id}',
      key: 'Jobs',
      partial: true,
      message: 'Job updated successfully',
      summary: 'Edit a job; fields left out keep their values',
    },
    delete: {
      path: '/jobs/delete/{id}',
      message: 'Job Deleted Successfully',
      summary: 'Delete a job and its company image',
    },
  },
});
