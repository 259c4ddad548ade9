import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { novelCategories } from '#contract/resources/categories';
import { novels as novelsDeclaration } from '#contract/resources/novels';
import type { Db } from '../db/client.js';
import { categories, novels } from '../db/schema.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import type { RequestContext } from '../lib/request-context.js';
import { containsPattern } from '../lib/search.js';
import { requireId } from '../lib/validate.js';
import { DeclaredRepository, type DeclaredRecord } from '../declared/declared.repository.js';
import { recordOf } from '../declared/declared.service.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/** Spec section 9: at most 6 novels per category group on the Active and Upcoming tabs. */
export const NOVELS_PER_GROUP = 6;

/** Active: the start has come; upcoming: it is still ahead (the declaration's list windows). */
type Phase = 'active' | 'upcoming';

const phaseOf = (status: string): Phase => {
  const phase = status.trim().toLowerCase();
  if (phase !== 'active' && phase !== 'upcoming') throw badRequest('Status must be active or upcoming');
  return phase;
};

/** Upcoming novels soonest first, the others latest start first; both follow the start_at indexes. */
const phaseOrder = (phase: Phase | undefined): SQL[] =>
  phase === 'upcoming' ? [asc(novels.startAt), asc(novels.id)] : [desc(novels.startAt), desc(novels.id)];

const matching = (phase: Phase | undefined, search: string | undefined, now: Date) =>
  and(
    phase === 'upcoming' ? gt(novels.startAt, now) : phase === 'active' ? lte(novels.startAt, now) : undefined,
    search?.trim() ? ilike(novels.title, containsPattern(search.trim())) : undefined,
  );

const answered = (found: DeclaredRecord[], ctx: MediaContext) =>
  found.map((record) => recordOf(novelsDeclaration, record, ctx));

/**
 * The Active or Upcoming tab: the categories with matching novels, by name, each with its number of matches and its
 * first 6 novels in list order. Three queries (and the answers' chapters and names) whatever the number of categories.
 */
export const groupedNovels = async (db: Db, status: string, search: string | undefined, ctx: MediaContext) => {
  const phase = phaseOf(status);
  const where = matching(phase, search, new Date());
  const ranked = db
    .select({
      id: novels.id,
      rank: sql<number>`row_number() over (partition by ${novels.categoryId} order by ${sql.join(phaseOrder(phase), sql`, `)})`.as(
        'rank',
      ),
    })
    .from(novels)
    .where(where)
    .as('ranked');
  const [groups, found] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, total: count() })
      .from(novels)
      .innerJoin(categories, eq(categories.id, novels.categoryId))
      .where(where)
      .groupBy(categories.id, categories.name)
      .orderBy(sql`lower(${categories.name})`, categories.id),
    new DeclaredRepository(db, novelsDeclaration).list({
      where: inArray(novels.id, db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, NOVELS_PER_GROUP))),
      orderBy: phaseOrder(phase),
    }),
  ]);
  const records = answered(found, ctx);
  return {
    novelsData: groups.map((group) => ({
      categoryName: group.name,
      novelCategoryID: group.id,
      totalNovels: group.total,
      novels: records.filter(
        (record) => (record.novelCategory as { novelCategoryID: string }).novelCategoryID === group.id,
      ),
    })),
    totalRecords: groups.reduce((sum, group) => sum + group.total, 0),
  };
};

/** The View All page of one novel category, paged (30 first, then the next page appended). */
export const categoryNovels = async (
  db: Db,
  categoryId: string,
  query: Page & { search?: string; status?: string },
  ctx: MediaContext,
) => {
  const category = await new DeclaredRepository(db, novelCategories).findById(requireId(categoryId, 'Category'));
  if (!category) throw notFound('Category');
  const status = query.status?.trim();
  const where = and(
    eq(novels.categoryId, category.row.id),
    matching(status ? phaseOf(status) : undefined, query.search, new Date()),
  );
  const repository = new DeclaredRepository(db, novelsDeclaration);
  const [found, total] = await Promise.all([
    repository.list({
      where,
      orderBy: phaseOrder(status ? phaseOf(status) : undefined),
      offset: offsetOf(query),
      limit: query.limit,
    }),
    repository.count(where),
  ]);
  return {
    novelCategoryID: category.row.id,
    categoryName: String(category.row.name),
    novelsData: answered(found, ctx),
    pagination: pagination(total, query),
  };
};
