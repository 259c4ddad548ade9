import { rules } from '#contract/rules';
import type { Db } from '../db/client.js';
import type { ActiveStatus } from '../db/schema.js';
import { conflict, isUniqueViolation, notFound } from '../lib/http-errors.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { LanguagesRepository, type Language } from '../repositories/languages.repository.js';

export const languageDto = (language: Language) => ({
  languageID: language.id,
  languageName: language.name,
  languageStatus: language.status,
  updatedAt: language.updatedAt.toISOString(),
});

const LANGUAGE_EXISTS = 'Language already exists';

export class LanguagesService {
  private readonly languages: LanguagesRepository;

  constructor(db: Db) {
    this.languages = new LanguagesRepository(db);
  }

  async list() {
    const all = (await this.languages.listAll()).map(languageDto);
    return {
      activeLanguages: all.filter((language) => language.languageStatus === 'Active'),
      inActiveLanguages: all.filter((language) => language.languageStatus === 'Inactive'),
    };
  }

  async get(id: string) {
    const language = await this.languages.findById(requireId(id, 'Language'));
    if (!language) throw notFound('Language');
    return languageDto(language);
  }

  async create(body: { languageName?: unknown }) {
    const languageName = trimmed(body.languageName);
    validate({ languageName }, rules.language);
    try {
      return languageDto(await this.languages.insert(String(languageName)));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LANGUAGE_EXISTS);
      throw error;
    }
  }

  async rename(id: string, body: { languageName?: unknown }) {
    await this.get(id);
    const languageName = trimmed(body.languageName);
    validate({ languageName }, rules.language);
    try {
      return languageDto(await this.languages.update(id, { name: String(languageName) }));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LANGUAGE_EXISTS);
      throw error;
    }
  }

  async setStatus(id: string, status: ActiveStatus) {
    await this.get(id);
    return languageDto(await this.languages.update(id, { status }));
  }
}
