import { rules, validatePoints } from '#contract/rules';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../lib/request-context.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/http-errors.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import {
  DosAndDontsRepository,
  type DosAndDonts,
  type DosAndDontsContent,
} from '../repositories/dos-and-donts.repository.js';

export const dosAndDontsDto = (page: DosAndDonts) => ({
  dosAndDontID: page.id,
  title: page.title,
  points: page.points,
  createdAt: page.createdAt.toISOString(),
  updatedAt: page.updatedAt.toISOString(),
});

const ALREADY_EXISTS = "Do's and Don'ts already exist; edit them instead";
const WHAT = "Do's and Don'ts";

export interface DosAndDontsBody {
  title?: unknown;
  points?: unknown;
}

/** Trims the title and each point, then checks them against the shared section-5 rules. */
const validContent = (body: DosAndDontsBody): DosAndDontsContent => {
  const title = trimmed(body.title);
  validate({ title }, rules.dosAndDonts);
  const points = Array.isArray(body.points) ? body.points.map(trimmed) : body.points;
  const pointsError = validatePoints(points);
  if (pointsError) throw badRequest(pointsError);
  return { title: String(title), points: points as string[] };
};

export class DosAndDontsService {
  private readonly pages: DosAndDontsRepository;

  constructor(private readonly db: Db) {
    this.pages = new DosAndDontsRepository(db);
  }

  async get() {
    const page = await this.pages.find();
    return page ? dosAndDontsDto(page) : null;
  }

  async create(body: DosAndDontsBody, ctx: RequestContext) {
    const content = validContent(body);
    if (await this.pages.find()) throw conflict(ALREADY_EXISTS);
    try {
      return await this.db.transaction(async (tx) => {
        const created = dosAndDontsDto(await new DosAndDontsRepository(tx).insert(content));
        const changes = changesBetween({}, created);
        await recordAudit(tx, ctx, {
          action: 'create',
          resource: 'dosAndDonts',
          recordIds: [created.dosAndDontID],
          changes,
        });
        return created;
      });
    } catch (error) {
      // Two creates at once both pass the check above; the singleton column lets only one insert win.
      if (isUniqueViolation(error)) throw conflict(ALREADY_EXISTS);
      throw error;
    }
  }

  async update(id: string, body: DosAndDontsBody) {
    const existing = await this.pages.findById(requireId(id, WHAT));
    if (!existing) throw notFound(WHAT);
    return dosAndDontsDto(await this.pages.update(id, validContent(body)));
  }
}
