import { addDays, format, setHours, startOfDay } from 'date-fns';
import { normalizeMobileNumber, type Rule } from '#contract/rules';
import { novelCategories, postCategories, shortCategories } from '#contract/resources/categories';
import { languages } from '#contract/resources/languages';
import type { Db } from '../db/client.js';
import type { CategoryKind, ContentStatus } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { rowError, type CellValue, type SpreadsheetRow } from '../media/spreadsheet.js';
import { isUuid } from '../lib/validate.js';
import { contentTransitions, reporterColumn } from '#contract/content/content-declaration';
import type { ContentKind, NewStatus } from './content-kind.js';
import { ContentReferencesRepository, type ReportedBy } from './content-references.repository.js';
import type { ContentView } from './content-views.js';
import { UsersRepository } from '../account/users.repository.js';
import { DeclaredRepository } from '../declared/declared.repository.js';

/**
 * The rules that posts, short videos and daily quotes share (spec section 4): Pending, Published and Rejected,
 * Scheduled derived as Published with a posting time still to come, a reporter on every item, spreadsheet imports.
 */

/** Messages every kind answers alike. */
export const contentMessages = {
  categoryNotFound: 'Category not found',
  languageNotFound: 'Language not found',
  reporterNotFound: 'Reporter not found',
  invalidView: 'Status must be Pending, Published, Rejected or Schedule',
  invalidStatus: 'Status must be Pending or Published',
  invalidCategoryId: 'Invalid category id',
};

/** The reporter object of every content DTO; `roleID` is the user id, as the reporters screens call it. */
export const reportedByDto = (reporter: ReportedBy) => ({
  roleID: reporter.id,
  firstName: reporter.firstName,
  lastName: reporter.lastName,
  email: reporter.email,
  mobileNumber: reporter.mobileNumber,
});

/**
 * The DTOs' `isScheduled`. `now` is the clock a list was filtered with, so an item listed as Published is never
 * flagged as scheduled.
 */
export const isScheduled = (status: ContentStatus, time: Date, now: Date) => status === 'Published' && time > now;

const VIEWS: ContentView[] = ['Pending', 'Published', 'Schedule', 'Rejected'];

/** The list a filter path names, in any case; posts, shorts and quotes share the four lists. */
export const contentViewOf = (status: string) => {
  const view = VIEWS.find((name) => name.toLowerCase() === status.toLowerCase());
  if (!view) throw badRequest(contentMessages.invalidView);
  return view;
};

/** The stored spelling of a status a create, edit or import may set, given in any case; undefined for anything else. */
export const newStatusOf = (value: unknown) =>
  contentTransitions.created.find((status) => status.toLowerCase() === String(value ?? 'Pending').toLowerCase());

export const newStatusRule: Rule = (value) =>
  value === undefined || newStatusOf(value) ? undefined : contentMessages.invalidStatus;

/** Comma-joined ids from a filter query; blanks are ignored, anything that is not an id is refused. */
export const idList = (value: string | undefined, message: string) => {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!ids.every(isUuid)) throw badRequest(message);
  return [...new Set(ids)];
};

/** How a kind names itself in the lifecycle's answers. */
type Lifecycle = Pick<ContentKind, 'noun' | 'messages'>;

/** A missing item is a 404; a Rejected one is final, so any change to it is a 409. */
export const requireEditable = <T extends { status: ContentStatus }>(item: T | undefined, kind: Lifecycle) => {
  if (!item) throw notFound(kind.noun);
  if (item.status === contentTransitions.final) throw conflict(kind.messages.rejectedEdit);
  return item;
};

/** An edit may publish a Pending item but not take a Published one back to Pending. */
export const refuseBackToPending = (given: NewStatus | undefined, current: ContentStatus, kind: Lifecycle) => {
  if (given === 'Pending' && current === 'Published') throw conflict(kind.messages.publishedToPending);
};

/**
 * Whether a status call changes an item: moving to the status it has is a no-op (false), and a Rejected item
 * cannot be published (409).
 */
export const statusChanges = (current: ContentStatus, target: ContentStatus, kind: Lifecycle) => {
  if (current === target) return false;
  if (current === contentTransitions.final) throw conflict(kind.messages.rejectedPublish);
  return true;
};

/** The example rows of the import templates go out tomorrow morning, so they pass the not-in-the-past rule. */
export const exampleTime = () => format(setHours(addDays(startOfDay(new Date()), 1), 9), 'yyyy-MM-dd HH:mm');

/**
 * Every row is checked before anything is written: `check` pushes a row's messages onto `problems` and returns
 * what to insert. Any problem refuses the whole file with every row's messages.
 */
export const checkRows = <T>(
  rows: SpreadsheetRow[],
  check: (values: SpreadsheetRow['values'], problems: string[]) => T,
) => {
  const errors: string[] = [];
  const accepted: T[] = [];
  for (const { rowNumber, values } of rows) {
    const problems: string[] = [];
    const value = check(values, problems);
    if (problems.length > 0) errors.push(...problems.map((message) => rowError(rowNumber, message)));
    else accepted.push(value);
  }
  if (errors.length > 0) throw badRequest(errors);
  return accepted;
};

/**
 * Reads a category or language cell, named by id or by name in any case: undefined when the cell is not text (its
 * rules say why) and when nothing matches, with `message` as a problem of the row then.
 */
const byIdOrName = (found: { id: string; name: string }[], message: string) => {
  const ids = new Map(
    found.flatMap(({ id, name }) => [[id.toLowerCase(), id] as const, [name.toLowerCase(), id] as const]),
  );
  return (value: CellValue, problems: string[]) => {
    if (typeof value !== 'string') return undefined;
    const id = ids.get(value.toLowerCase());
    if (!id) problems.push(message);
    return id;
  };
};

/** What an import's rows name in which columns; a kind leaves out what it has not. */
export interface ImportReferences {
  category?: { kind: CategoryKind; key: string };
  languageKey?: string;
}

/**
 * The references a content kind checks: on create and edit one at a time, on import for the whole file in one
 * query per reference.
 */
export class ContentReferences {
  private readonly categories: Record<CategoryKind, DeclaredRepository>;
  private readonly languages: DeclaredRepository;
  private readonly users: UsersRepository;
  private readonly imports: ContentReferencesRepository;

  constructor(db: Db) {
    this.categories = {
      post: new DeclaredRepository(db, postCategories),
      short: new DeclaredRepository(db, shortCategories),
      novel: new DeclaredRepository(db, novelCategories),
    };
    this.languages = new DeclaredRepository(db, languages);
    this.users = new UsersRepository(db);
    this.imports = new ContentReferencesRepository(db);
  }

  /** Unknown references are bad input (400), not a missing item. Only the references given are checked. */
  async check(refs: { category?: { kind: CategoryKind; id?: string }; languageId?: string; reporterId?: string }) {
    const { category, languageId, reporterId } = refs;
    const categoryId = category?.id;
    const [foundCategory, language, reporter] = await Promise.all([
      category && isUuid(categoryId) ? this.categories[category.kind].findById(categoryId) : undefined,
      isUuid(languageId) ? this.languages.findById(languageId) : undefined,
      isUuid(reporterId) ? this.users.findById(reporterId) : undefined,
    ]);
    if (categoryId !== undefined && !foundCategory) throw badRequest(contentMessages.categoryNotFound);
    if (languageId !== undefined && !language) throw badRequest(contentMessages.languageNotFound);
    if (reporterId !== undefined && !reporter) throw badRequest(contentMessages.reporterNotFound);
  }

  /**
   * Lookups for the category, language and reporter cells of an import's rows, each resolved for the whole file
   * at once. A blank reporter cell is the importing admin, an unknown number a problem of its row.
   */
  async forImport(rows: SpreadsheetRow[], adminId: string, refs: ImportReferences) {
    const distinct = (key: string) => [
      ...new Set(rows.map((row) => row.values[key]).filter((value): value is string => typeof value === 'string')),
    ];
    const categoryRefs = refs.category ? distinct(refs.category.key) : [];
    const languageRefs = refs.languageKey ? distinct(refs.languageKey) : [];
    const mobileNumbers = new Set(
      rows
        .map((row) => row.values[reporterColumn.key])
        .filter((value) => value !== undefined)
        .map(normalizeMobileNumber),
    );
    const [categories, languages, reporters] = await Promise.all([
      refs.category ? this.imports.findCategories(refs.category.kind, categoryRefs.filter(isUuid), categoryRefs) : [],
      refs.languageKey ? this.imports.findLanguages(languageRefs.filter(isUuid), languageRefs) : [],
      this.imports.findUsersByMobileNumbers([...mobileNumbers].filter(Boolean)),
    ]);
    const reporterIds = new Map(reporters.map(({ mobileNumber, id }) => [mobileNumber, id]));
    return {
      category: byIdOrName(categories, contentMessages.categoryNotFound),
      language: byIdOrName(languages, contentMessages.languageNotFound),
      reporter: (value: CellValue, problems: string[]) => {
        if (value === undefined) return adminId;
        const id = reporterIds.get(normalizeMobileNumber(value));
        if (!id) problems.push(contentMessages.reporterNotFound);
        return id;
      },
    };
  }
}
