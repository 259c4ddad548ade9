import { Type } from 'typebox';

export const MAX_PAGE_SIZE = 100;

/** Query params of every paged list; `limit` defaults to the page size the spec gives that list. */
export const pageQuery = (defaultLimit: number) => ({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultLimit }),
});

export interface Page {
  page: number;
  limit: number;
}

export const offsetOf = ({ page, limit }: Page) => (page - 1) * limit;

export const pagination = (totalRecords: number, { page, limit }: Page) => ({
  totalPages: Math.ceil(totalRecords / limit),
  totalRecords,
  currentPage: page,
  limit,
});

export const PaginationSchema = Type.Object({
  totalPages: Type.Integer(),
  totalRecords: Type.Integer(),
  currentPage: Type.Integer(),
  limit: Type.Integer(),
});
