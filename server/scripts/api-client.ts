/**
 * `npm run api:client`: generates a TypeScript client from the app's OpenAPI document with @hey-api/openapi-ts, as an
 * integrator would (docs/api.md), and type-checks it together with calls a client makes: log in, create a post,
 * upload its image (multipart, a File, no cast) and publish it. Fails when the document stops giving a usable client.
 * The document is the one `npm run lint:api` writes, which the npm script runs first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, 'node_modules/.cache/newsroom-api');
const document = path.join(cache, 'openapi.json');
const client = path.join(cache, 'client');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

if (!fs.existsSync(document)) throw new Error(`${document} is missing: run npm run lint:api first`);
fs.rmSync(client, { recursive: true, force: true });
execFileSync(bin('openapi-ts'), ['-i', document, '-o', client], { stdio: 'inherit' });

const usage = `
import { client } from './client/client.gen';
import { createPost, login, publishPosts, uploadPostImage } from './client';

export const postWithImage = async (baseUrl: string, password: string, image: File) => {
  client.setConfig({ baseUrl });
  const signedIn = await login({ body: { mobileNumber: '9999999999', password }, throwOnError: true });
  if (!('token' in signedIn.data)) throw new Error('two-factor sign-in is on');
  const token = signedIn.data.token;
  client.setConfig({ auth: () => token });
  const created = await createPost({
    body: {
      postTitle: 'Title',
      postDescription: 'Text',
      postLocationDetails: 'Pune',
      postCategory: 'category id',
      postLanguage: 'language id',
    },
    throwOnError: true,
  });
  const id: string = created.data.postID;
  const uploaded = await uploadPostImage({ path: { id }, body: { postImage: image }, throwOnError: true });
  const url: string = uploaded.data.postImageURL;
  await publishPosts({ body: { postIDs: id, postStatus: 'Published' }, throwOnError: true });
  return url;
};
`;
fs.writeFileSync(path.join(cache, 'usage.ts'), usage);
fs.writeFileSync(
  path.join(cache, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ['usage.ts', 'client/**/*.ts'],
  }),
);
execFileSync(bin('tsc'), ['-p', path.join(cache, 'tsconfig.json')], { stdio: 'inherit' });
console.log(`The generated client in ${client} type-checks, with an upload that takes a File.`);
