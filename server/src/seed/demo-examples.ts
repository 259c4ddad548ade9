import {
  adSeeds,
  demoEmail,
  demoMobileNumber,
  dosAndDontsSeed,
  headlines,
  languageNames,
  novelCategoryNames,
  postCategoryNames,
  reporterSeeds,
  shortCategoryNames,
} from './demo.js';
import { demoMagazines } from './demo-magazines.js';
import { jobDescription, jobSeeds, novelSeeds } from './demo-novels-jobs.js';
import { quoteSeeds } from './demo-shorts-quotes.js';

/**
 * The OpenAPI document's examples of its entity schemas (components.schemas, by name), each a record of the demo
 * content as the API answers it; the ids and times are made up, as the demo's are generated when it is seeded.
 * Every record schema has one: server/test/api-document.test.ts validates each against its schema, as Redocly's
 * `no-invalid-schema-examples` (npm run lint:api) does.
 */
const ids = {
  post: '3f0c8a52-6a8e-4e0b-9a5e-1c2d3e4f5a60',
  category: '6b1d2c3e-4f50-4a61-8b72-9c8d7e6f5a41',
  language: '0e9d8c7b-6a59-4847-9635-241302f1e0d2',
  reporter: '8a7b6c5d-4e3f-4210-9fed-cba987654321',
  admin: '1c2b3a49-5867-4f5e-8d4c-3b2a19081726',
  short: '5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170',
  shortCategory: '2d3c4b5a-6978-4e8d-9c0b-1a2f3e4d5c6b',
  quote: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2918',
  ad: '9e8d7c6b-5a49-4382-a716-5f4e3d2c1b0a',
  novel: '4b5a6978-8796-4a5b-9c8d-7e6f5a4b3c2d',
  novelCategory: '6f5e4d3c-2b1a-4098-a7b6-c5d4e3f2a1b0',
  job: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
  magazine: 'b2c3d4e5-f6a7-4890-9bcd-ef0123456789',
  dosAndDonts: 'c3d4e5f6-a7b8-4901-8cde-f01234567890',
};
const media = (key: string) => `https://newsroom.example/media/${key}`;
const day = '2026-06-01';
const at = '2026-06-01T09:30:00.000Z';

const [title, description, categoryName] = headlines[0];
const [firstName, lastName, city, role, status] = reporterSeeds[0];
const reported = { roleID: ids.reporter, firstName, lastName, email: demoEmail(firstName, lastName) };
const reportedDetails = { ...reported, mobileNumber: demoMobileNumber(0) };
const admin = { roleID: ids.admin, firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@newsroom.example' };
const [adTitle] = adSeeds[0];
const [novelTitle, , novelCategory, , chapterCount] = novelSeeds[0];
const [organisation, jobRole, jobLocation, openings, jobTypes, , , views] = jobSeeds[0];
const magazine = demoMagazines[0];

export const demoExamples: Record<string, Record<string, unknown>> = {
  Language: { languageID: ids.language, languageName: languageNames[0], languageStatus: 'Active', updatedAt: at },
  PostCategory: {
    postCategoryID: ids.category,
    postCategoryName: postCategoryNames[0],
    postCategoryStatus: 'Active',
    updatedAt: at,
  },
  Post: {
    postID: ids.post,
    postTitle: title,
    postDescription: description,
    postLocationDetails: city,
    postCategory: { postCategoryID: ids.category, postCategoryName: categoryName },
    postLanguage: { languageID: ids.language, languageName: languageNames[0] },
    postedOn: at,
    postImageURL: `https://newsroom.example/media/posts/${ids.post}.jpg`,
    postThumbnailURL: `https://newsroom.example/media/posts/${ids.post}-thumb.webp`,
    postStatus: 'Published',
    isScheduled: false,
    postReportedDetails: reportedDetails,
    createdAt: at,
    updatedAt: at,
  },
  Reporter: {
    ...reported,
    middleName: 'Kumar',
    mobileNumber: demoMobileNumber(0),
    role,
    status,
    profilePic: null,
    publishedPostCount: 3,
    trashedPostCount: 0,
    createdAt: at,
    updatedAt: at,
  },
  AdminProfile: { ...admin, mobileNumber: '9999999999', role: 'Admin', profilePic: null },
  Account: {
    ...admin,
    mobileNumber: '9999999999',
    twoFactorEnabled: false,
    recoveryCodesLeft: 0,
    twoFactorRequired: false,
    passwordChangeRequired: false,
    interfaceLanguage: 'hi',
  },
  Short: {
    shortID: ids.short,
    shortVideoURL: media(`shorts/${ids.short}.mp4`),
    shortPosterURL: media(`shorts/${ids.short}-poster.jpg`),
    shortDurationSeconds: 3,
    shortCategory: { shortCategoryID: ids.shortCategory, shortCategoryName: shortCategoryNames[0] },
    shortPostedOn: at,
    shortStatus: 'Published',
    isScheduled: false,
    shortReportedDetails: reportedDetails,
    createdAt: at,
    updatedAt: at,
  },
  ShortCategory: {
    shortCategoryID: ids.shortCategory,
    shortCategoryName: shortCategoryNames[0],
    shortCategoryStatus: 'Active',
    updatedAt: at,
  },
  DailyQuote: {
    dailyQuoteID: ids.quote,
    dailyQuoteMediaURL: media(`dailyQuotes/${ids.quote}.jpg`),
    dailyQuoteThumbnailURL: media(`dailyQuotes/${ids.quote}-thumb.webp`),
    dailyQuotePublishDate: at,
    scheduledDate: at,
    dailyQuoteStatus: quoteSeeds[0][2],
    isScheduled: false,
    dailyQuoteReportedDetails: reportedDetails,
    createdAt: at,
    updatedAt: at,
  },
  DashboardSummary: {
    newReporters: 2,
    pendingPosts: 8,
    pendingShorts: 3,
    pendingQuotes: 2,
    ticketsInProgress: 2,
    ticketsUnderReview: 1,
    openTickets: 3,
    runningAds: 3,
    adsEndingSoon: 0,
    magazinesExpiringSoon: 1,
    jobsExpiringSoon: 0,
    soonDays: 7,
    published: Array.from({ length: 30 }, (_, index) => ({
      day: new Date(Date.parse(at) - (29 - index) * 86_400_000).toISOString().slice(0, 10),
      posts: index % 3,
      shorts: index % 2,
      quotes: 1,
    })),
    generatedAt: at,
  },
  Ad: {
    adsID: ids.ad,
    adsImageURL: media(`ads/${ids.ad}.jpg`),
    adsThumbnailURL: media(`ads/${ids.ad}-thumb.webp`),
    adsTitle: adTitle,
    startDateTime: at,
    expiryDateTime: '2026-06-11T09:30:00.000Z',
    adStatus: 'Active',
    createdAt: at,
    updatedAt: at,
  },
  NovelCategory: {
    novelCategoryID: ids.novelCategory,
    novelCategoryName: novelCategoryNames[0],
    novelCategoryStatus: 'Active',
    updatedAt: at,
  },
  Novel: {
    novelID: ids.novel,
    coverImage: media(`novels/${ids.novel}.jpg`),
    coverThumbnail: media(`novels/${ids.novel}-thumb.webp`),
    novelCategory: { novelCategoryID: ids.novelCategory, novelCategoryName: novelCategory },
    title: novelTitle,
    startDateTime: at,
    status: 'active',
    comingSoon: false,
    totalChapters: chapterCount,
    chapters: Array.from({ length: chapterCount }, (_, index) => ({
      chapterNumber: index + 1,
      fileName: `chapter${index + 1}.pdf`,
      pdfUrl: media(`novels/${ids.novel}-chapter${index + 1}.pdf`),
    })),
    createdAt: at,
    updatedAt: at,
  },
  DosAndDonts: { dosAndDontID: ids.dosAndDonts, ...dosAndDontsSeed, createdAt: at, updatedAt: at },
  Job: {
    jobID: ids.job,
    jobTitle: organisation,
    location: jobLocation,
    numberOfOpenings: openings,
    jobType: jobTypes,
    description: jobDescription(organisation, jobRole),
    hyperlink: `https://careers.example.com/${organisation.toLowerCase().replace(/\s+/g, '-')}`,
    expiryDate: '2026-06-21',
    experience: 'Fresher',
    softwareProficiency: ['MS Word', 'Google Docs'],
    technicalProficiency: ['Shorthand'],
    role: jobRole,
    industryType: 'Media and Publishing',
    department: 'News Desk',
    education: ['Graduate in Journalism', 'Diploma in Mass Communication'],
    employmentType: 'Permanent',
    companyImageUrl: media(`jobs/${ids.job}.png`),
    companyThumbnailUrl: media(`jobs/${ids.job}-thumb.webp`),
    views,
    status: 'active',
    createdAt: at,
    updatedAt: at,
  },
  Magazine: {
    magazineID: ids.magazine,
    name: magazine.name,
    startDate: day,
    expiryDate: '2026-06-14',
    offerAvailableDays: 14,
    magazine: [1, 2, 3].map((pageNumber) => ({
      pageNumber,
      imageUrl: media(`magazines/${ids.magazine}-p${pageNumber}.webp`),
      width: 1200,
      height: 1697,
    })),
    pdfUrl: media(`magazines/${ids.magazine}.pdf`),
    renderStatus: 'done',
    renderedPages: 3,
    totalPages: 3,
    renderError: null,
    createdAt: at,
    updatedAt: at,
  },
  MagazineRender: {
    magazineID: ids.magazine,
    renderStatus: 'done',
    renderedPages: 3,
    totalPages: 3,
    renderError: null,
  },
};
