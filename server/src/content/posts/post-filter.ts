import { OptionalString } from '../../lib/http-schemas.js';

/** The posts list's filter; the bulk status call by filter and the CSV export take the same one. */
export const PostFilter = {
  category: OptionalString('Comma-joined post category ids'),
  language: OptionalString('Comma-joined language ids'),
  search: OptionalString('Location contains (any case)'),
};

export interface PostFilterQuery {
  category?: string;
  language?: string;
  search?: string;
}
