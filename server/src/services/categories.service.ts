import { rules } from '#contract/rules';
import type { Db } from '../db/client.js';
import type { ActiveStatus, CategoryKind } from '../db/schema.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { CategoriesRepository, type Category } from '../repositories/categories.repository.js';

/** The names one kind of category goes by in the API (spec section 3), e.g. postCategoryID for posts. */
export interface CategoryKindFields {
  kind: CategoryKind;
  fields: { id: string; name: string; status: string };
}

export type CategoryDto = Record<string, string>;

const CATEGORY_EXISTS = 'Category already exists';

const listFilters: Record<string, boolean> = { all: false, active: true };

/** One implementation for post, short-video and novel categories; `description` names the fields of one kind. */
export class CategoriesService {
  private readonly categories: CategoriesRepository;

  constructor(
    db: Db,
    private readonly description: CategoryKindFields,
  ) {
    this.categories = new CategoriesRepository(db);
  }

  dto(category: Category): CategoryDto {
    const { fields } = this.description;
    return {
      [fields.id]: category.id,
      [fields.name]: category.name,
      [fields.status]: category.status,
      updatedAt: category.updatedAt.toISOString(),
    };
  }

  /** `status` is the path's All or Active, in any case. */
  async list(status: string, page: Page) {
    const activeOnly = listFilters[status.toLowerCase()];
    if (activeOnly === undefined) throw badRequest('Status must be All or Active');
    const { rows, total } = await this.categories.list(this.description.kind, {
      activeOnly,
      offset: offsetOf(page),
      limit: page.limit,
    });
    return { items: rows.map((row) => this.dto(row)), pagination: pagination(total, page) };
  }

  async get(id: string) {
    const category = await this.categories.findById(this.description.kind, requireId(id, 'Category'));
    if (!category) throw notFound('Category');
    return this.dto(category);
  }

  async create(body: Record<string, unknown>) {
    const name = this.validName(body);
    try {
      return this.dto(await this.categories.insert(this.description.kind, name));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CATEGORY_EXISTS);
      throw error;
    }
  }

  async rename(id: string, body: Record<string, unknown>) {
    await this.get(id);
    const name = this.validName(body);
    try {
      return this.dto(await this.categories.update(this.description.kind, id, { name }));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CATEGORY_EXISTS);
      throw error;
    }
  }

  async setStatus(id: string, status: ActiveStatus) {
    await this.get(id);
    return this.dto(await this.categories.update(this.description.kind, id, { status }));
  }

  private validName(body: Record<string, unknown>) {
    const field = this.description.fields.name;
    const name = trimmed(body[field]);
    validate({ [field]: name }, { [field]: rules.categoryName });
    return String(name);
  }
}
