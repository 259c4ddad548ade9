import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/demo.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db, t.storage)).toBe(true);
}, 120_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

describe('demo content', () => {
  it('has reporters of both types in every status', async () => {
    for (const status of ['Pending', 'Active', 'Inactive', 'Trash']) {
      for (const roleType of ['Reporter', 'GuestReporter']) {
        const { reporters } = await get(`/api/reporters/get/${status}?roleType=${roleType}`);
        expect(reporters.reportersCount, `${status} ${roleType}`).toBeGreaterThan(0);
      }
    }
  });

  it('has posts in every state, each with an image that loads', async () => {
    for (const status of ['Pending', 'Published', 'Schedule', 'Rejected']) {
      const { posts } = await get(`/api/posts/filter/${status}`);
      expect(posts.pagination.totalRecords, status).toBeGreaterThan(0);
      const image = await t.app.inject({ method: 'GET', url: new URL(posts.postsData[0].postImageURL).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('has categories of three kinds, languages, tickets in every group, running and expired ads, and the guidelines', async () => {
    expect((await get('/api/post/category/filter/All')).postCategories.pagination.totalRecords).toBeGreaterThan(0);
    expect((await get('/api/shorts/category/filter/All')).shortCategories.pagination.totalRecords).toBeGreaterThan(0);
    expect((await get('/api/novel/category/filter/All')).novelCategories.pagination.totalRecords).toBeGreaterThan(0);
    const { languageData } = await get('/api/language/get');
    expect(languageData.activeLanguages.length).toBeGreaterThan(0);
    expect(languageData.inActiveLanguages.length).toBeGreaterThan(0);
    const { reporterTicketsList } = await get('/api/reporter/tickets/get');
    for (const group of ['inProgressTickets', 'underReviewTickets', 'resolvedTickets']) {
      expect(reporterTicketsList[group].length, group).toBeGreaterThan(0);
    }
    expect((await get('/api/ads/filter/running')).ads.totalRecords).toBeGreaterThan(0);
    expect((await get('/api/ads/filter/expired')).ads.totalRecords).toBeGreaterThan(0);
    expect((await get('/api/dosAndDonts/get')).dosAndDontData.points.length).toBeGreaterThan(0);
  });

  it('has short videos, daily quotes, novels, jobs and magazines', async () => {
    expect((await get('/api/shorts/filter/Published')).shorts.pagination.totalRecords).toBeGreaterThan(0);
    expect((await get('/api/dailyQuotes/filter/Published')).dailyQuotes.pagination.totalRecords).toBeGreaterThan(0);
    expect((await get('/api/novels/filter/active')).novels.novelsData.length).toBeGreaterThan(0);
    expect((await get('/api/novels/filter/upcoming')).novels.novelsData.length).toBeGreaterThan(0);
    expect((await get('/api/jobs/filter/active')).jobs.jobs.length).toBeGreaterThan(0);
    expect((await get('/api/jobs/filter/expiry')).jobs.jobs.length).toBeGreaterThan(0);
    const { magazines } = await get('/api/magazines/filter/active');
    expect(magazines.magazinesData[0].magazine.length).toBeGreaterThan(1);
    expect((await get('/api/magazines/filter/expired')).magazines.magazinesData.length).toBeGreaterThan(0);
  });

  it("is found by the top bar's search: a word of a published post's title, a job's name, a reporter's mobile number", async () => {
    const { posts } = await get('/api/posts/filter/Published');
    const post = posts.postsData[0];
    const word = String(post.postTitle)
      .split(/\s+/)
      .reduce((longest: string, next: string) => (next.length > longest.length ? next : longest), '');
    const found = await get(`/api/search?q=${encodeURIComponent(word)}&resources=posts&limit=20`);
    expect(found.groups[0].items).toContainEqual(
      expect.objectContaining({ id: post.postID, title: post.postTitle, path: `/posts/post?show=${post.postID}` }),
    );
    const [job] = (await get('/api/jobs/filter/active')).jobs.jobs;
    const jobs = await get(`/api/search?q=${encodeURIComponent(job.jobTitle)}&resources=jobs`);
    expect(jobs.groups[0].items[0]).toMatchObject({ id: job.jobID, path: `/jobs?show=${job.jobID}` });
    const [reporter] = (await get('/api/reporters/get/Active?roleType=Reporter')).reporters.reporters;
    const reporters = await get(`/api/search?q=${reporter.mobileNumber}&resources=reporters`);
    expect(reporters.groups[0].items[0]).toMatchObject({ path: `/view-reporter/${reporter.roleID}` });
  });

  it('is added only once', async () => {
    expect(await seedDemo(t.db, t.storage)).toBe(false);
  });
});
