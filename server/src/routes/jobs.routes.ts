import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '#contract/rules';
import { contextOf, type RequestContext } from '../lib/request-context.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { requireId } from '../lib/validate.js';
import { imageOrGifRule } from '../media/images.js';
import { fileUploadForm, withUploadedFile } from '../media/upload.js';
import { JobsService, jobUploadColumns } from '../services/jobs.service.js';
import {
  EndingWithin,
  IdParams,
  Message,
  NullableString,
  OptionalString,
  errorResponses,
} from '../lib/http-schemas.js';
import { jobs } from '../db/schema.js';
import { staleResponse, withVersion, versionOf } from '../lib/versions.js';
import { saveAtVersion } from '../services/versioned-update.js';

const Strings = Type.Array(Type.String());

const Job = Type.Object({
  jobID: Type.String(),
  jobTitle: Type.String({ description: 'Organization Name' }),
  location: NullableString,
  numberOfOpenings: Type.Union([Type.Integer(), Type.Null()]),
  jobType: Strings,
  description: Type.String({ description: 'Sanitised HTML' }),
  hyperlink: Type.String(),
  expiryDate: Type.String({ description: 'yyyy-MM-dd; the job is active through this day' }),
  experience: NullableString,
  softwareProficiency: Strings,
  technicalProficiency: Strings,
  role: Type.String(),
  industryType: Type.String(),
  department: Type.String(),
  education: Strings,
  employmentType: NullableString,
  companyImageUrl: NullableString,
  companyThumbnailUrl: NullableString,
  views: Type.Integer(),
  status: Type.String({ description: 'active or expired' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const StringList = (description: string) => Type.Optional(Type.Array(Type.String(), { description }));

const JobBody = Type.Object({
  jobTitle: OptionalString('Organization Name; required'),
  location: OptionalString('Optional'),
  numberOfOpenings: Type.Optional(
    Type.Union([Type.Null(), Type.Integer(), Type.String()], {
      description: 'Optional whole number, 0 or more; null or empty clears it',
    }),
  ),
  jobType: StringList('Required; each one of Remote, Full Time, Part Time, Hybrid Job'),
  description: OptionalString('Rich text (HTML), sanitised against an allowlist; required, not only spaces'),
  hyperlink: OptionalString('Required; an http:// or https:// address'),
  expiryDate: OptionalString('yyyy-MM-dd; required, not before today (on edit only when changed)'),
  experience: OptionalString('Optional'),
  softwareProficiency: StringList('Optional; entries are also split at commas'),
  technicalProficiency: StringList('Optional; entries are also split at commas'),
  role: OptionalString('Required'),
  industryType: OptionalString('Required'),
  department: OptionalString('Required'),
  education: StringList('Required; each entry filled in (on edit blank entries are dropped)'),
  employmentType: OptionalString('Optional'),
});

const JobResult = Type.Object({ message: Type.String(), Jobs: Job });
const tags = ['Jobs'];

export const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new JobsService(app.db, app.storage);

  /** The update call, and a revert of one of its audit entries. */
  const save = (id: string, body: Parameters<typeof service.update>[1], ctx: RequestContext, version?: Date) =>
    saveAtVersion(app.db, id, version, {
      table: jobs,
      current: (db) => new JobsService(db, app.storage).get(id, ctx),
      update: (db) => new JobsService(db, app.storage).update(id, body, ctx),
      audit: { resource: 'jobs', actor: ctx },
    });
  app.auditedResources.register('jobs', {
    get: (id, ctx) => service.get(id, ctx),
    update: save,
    fields: Object.keys(JobBody.properties),
    files: {
      fields: Object.keys(jobUploadColumns.files),
      restore: (id, restored, ctx, version) => service.restoreUpload(id, restored, ctx, version),
    },
  });

  app.get(
    '/jobs/filter/:status',
    {
      schema: {
        operationId: 'listJobs',
        tags,
        summary: 'One page of active jobs (newest first) or expired jobs (latest expiry first)',
        description:
          "status is active, or expired (the app's 'expiry' mode; both spellings). days (1 = today, 7, 15 or 30) keeps " +
          'active jobs posted in that many days and expired jobs that expired in them. pagination.totalRecords is the count card. ' +
          'endingWithin (active only; 400 on expired) keeps the active jobs that expire within that many days: the list ' +
          'behind the dashboard figure jobsExpiringSoon, counted the same way.',
        params: Type.Object({ status: Type.String({ description: 'active, expiry or expired (any case)' }) }),
        querystring: Type.Object({
          ...pageQuery(12),
          days: OptionalString('1, 7, 15 or 30'),
          endingWithin: EndingWithin(
            'active jobs whose expiry day (server time zone) is today or one of the N-1 days after',
          ),
        }),
        response: {
          200: Type.Object({ jobs: Type.Object({ jobs: Type.Array(Job), pagination: PaginationSchema }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ jobs: await service.list(request.params.status, request.query, contextOf(request)) }),
  );

  app.post(
    '/jobs/create',
    {
      schema: {
        operationId: 'createJob',
        tags,
        summary: 'Create a job; its company image is uploaded next with PUT /jobs/upload/{id}',
        body: JobBody,
        response: { 201: Type.Object({ message: Type.String(), jobID: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: 'Job Added successfully', jobID: await service.create(request.body, contextOf(request)) }),
  );

  app.put(
    '/jobs/upload/:id',
    {
      schema: {
        operationId: 'uploadCompanyImage',
        tags,
        summary:
          "Upload or replace a job's company image (multipart field companyImage: .png, .jpg, .jpeg or .gif under 2 MB)",
        description: 'Errors answer { message }, which the app reads as data.message of the error response.',
        ...fileUploadForm('companyImage', imageOrGifRule, messages.imageRequired),
        params: IdParams,
        response: { 201: Type.Object({ message: Type.String(), companyImageUrl: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Job');
      const companyImageUrl = await withUploadedFile(
        request,
        'companyImage',
        imageOrGifRule,
        messages.imageRequired,
        (file) => service.setImage(id, file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'Image uploaded successfully', companyImageUrl });
    },
  );

  app.get(
    '/jobs/get/:id',
    {
      schema: {
        operationId: 'getJob',
        summary: 'One job by its id',
        tags,
        params: IdParams,
        response: { 200: Type.Object({ Jobs: Job }), ...errorResponses },
      },
    },
    async (request) => ({ Jobs: await service.get(request.params.id, contextOf(request)) }),
  );

  app.put(
    '/jobs/update/:id',
    {
      schema: {
        operationId: 'updateJob',
        tags,
        summary: 'Edit a job; fields left out keep their values',
        params: IdParams,
        body: withVersion(JobBody),
        response: { 200: JobResult, ...errorResponses, ...staleResponse(Job) },
      },
    },
    async (request) => ({
      message: 'Job updated successfully',
      Jobs: await save(request.params.id, request.body, contextOf(request), versionOf(request)),
    }),
  );

  app.delete(
    '/jobs/delete/:id',
    {
      schema: {
        operationId: 'deleteJob',
        tags,
        summary: 'Delete a job and its company image',
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await service.delete(request.params.id, contextOf(request));
      return { message: 'Job Deleted Successfully' };
    },
  );

  app.put(
    '/jobs/views/:id',
    {
      schema: {
        operationId: 'countJobView',
        tags,
        summary: "Count one view of a job (atomic, safe under concurrent calls); answers the job's new view count",
        params: IdParams,
        response: { 200: Type.Object({ message: Type.String(), views: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => ({ message: 'Job view counted', views: await service.addView(request.params.id) }),
  );
};
