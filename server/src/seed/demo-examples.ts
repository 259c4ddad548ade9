import { demoEmail, demoMobileNumber, headlines, languageNames, postCategoryNames, reporterSeeds } from './demo.js';

/**
 * The OpenAPI document's examples of its entity schemas (components.schemas, by name), each a record of the demo
 * content as the API answers it; the ids and times are made up, as the demo's are generated when it is seeded.
 * Redocly's `no-invalid-schema-examples` (npm run lint:api) checks that each one matches its schema.
 */
const ids = {
  post: '3f0c8a52-6a8e-4e0b-9a5e-1c2d3e4f5a60',
  category: '6b1d2c3e-4f50-4a61-8b72-9c8d7e6f5a41',
  language: '0e9d8c7b-6a59-4847-9635-241302f1e0d2',
  reporter: '8a7b6c5d-4e3f-4210-9fed-cba987654321',
};
const at = '2026-06-01T09:30:00.000Z';

const [title, description, categoryName] = headlines[0];
const [firstName, lastName, city, role, status] = reporterSeeds[0];
const reported = { roleID: ids.reporter, firstName, lastName, email: demoEmail(firstName, lastName) };

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
    postReportedDetails: { ...reported, mobileNumber: demoMobileNumber(0) },
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
};
