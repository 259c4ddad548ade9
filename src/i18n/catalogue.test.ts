import fs from 'node:fs';
import path from 'node:path';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { messages } from '#contract/rules';
import { fieldsOf } from '../declaration/declared';
import { declaredNouns, declaredTexts, textKey } from '../declaration/texts';
import { i18nProvider } from '../test/i18n';
import { declaredHi } from './declared.hi';
import { declaredUr } from './declared.ur';
import { en } from './en';
import { firstScreen } from './first-screen';
import { firstScreenHi } from './first-screen.hi';
import { firstScreenUr } from './first-screen.ur';
import { hi } from './hi';
import { pluralRules } from './plural-rules';
import { serverMessages } from './server-messages';
import type { ByEnglish } from './translations';
import { ur } from './ur';

/** Every text of the catalogues, plural forms split. */
const values = (node: object): string[] =>
  Object.values(node).flatMap((value) => (typeof value === 'string' ? value.split(' |||| ') : values(value as object)));

// Screen texts of spec sections 2, 4 and 8 that the built screens show, word for word.
const specTexts = [
  'Page Not Found',
  'Sorry, the page you are looking for does not exist or has been moved.',
  'Login',
  'Logging...',
  'Login successfully',
  'Invalid Credentials',
  'There was an error processing your request. Please try again.',
  'Logout successfully',
  'Dashboard',
  'Reporter',
  'Post',
  'Short Video',
  'Novels',
  'Daily Quotes',
  'Magazines',
  'Jobs',
  'Settings',
  'Sign Out',
  'Admin',
  'New Reporters',
  'Reporters',
  'Inactive Reporters',
  'Trash Reporters',
  'New Reporter',
  'Active Reporter',
  'Active Reporters',
  'Inactive Reporter',
  'Trash Reporter',
  '+ Add New Reporter',
  'Search for Reporter ...',
  'Guest Reporter',
  'S.No',
  'First Name',
  'Last Name',
  'Mobile Number',
  'Reporter Type',
  'Published Posts',
  'Trash Posts',
  'Status',
  'Actions',
  'Approve',
  'Reject',
  'Are You Sure Want To Delete?',
  'Confirm To Delete Selected Reporters',
  'Are You Sure Want To Reject?',
  'Confirm To Reject the Reporter',
  'No data available for export.',
  'No data available',
  'Previous',
  'Next',
  'Cancel',
  'Confirm',
  'Add Reporter',
  'Edit Reporter',
  'Reporter Added successfully',
  'Reporter details updated successfully',
  'Reporter status is Approved',
  'Reporter Rejected Successfully',
  'Reporter is Active',
  'Reporter is Inactive',
  'Reporter moved to Trash',
  'Reporter status updated successfully',
  'Error updating reporter status',
  'News',
  'Short Videos',
  'No news available.',
  'No Short Videos available.',
  'No Daily Quotes available.',
  'Show More',
  'Show Less',
  'File Uploaded successfully',
  'Categories',
  'Ad Management',
  'Languages',
  'Inactive Languages',
  'Language Name',
  'Add Language',
  'Edit Language',
  'Language Added successfully',
  'Language updated successfully',
  'Language is Active',
  'Language is Inactive',
  'Error updating Language status',
  'Create New Category',
  'Category Name',
  'Post category Added successfully',
  'Post Category updated successfully',
  'Video category Added successfully',
  'Video Category updated successfully',
  'Novel category Added successfully',
  'Novel Category updated successfully',
  'Post Category is Active',
  'Video Category is Inactive',
  'Novel Category is Active',
];

describe('the catalogue', () => {
  const texts = new Set([...values(firstScreen), ...values(en)]);

  it.each(specTexts)('holds the spec text %j', (text) => {
    expect(texts).toContain(text);
  });

  it.each([
    [0, 'Inactive Reporters'],
    [1, 'Inactive Reporter'],
    [2, 'Inactive Reporters'],
  ])('picks the plural form by smart_count: %i reads %s', (count, text) => {
    expect(i18nProvider.translate('app.resources.reporters.section_counts.inactive', { smart_count: count })).toBe(
      text,
    );
  });

  it("overrides react-admin's defaults that the spec words differently", () => {
    expect(i18nProvider.translate('ra.navigation.no_results')).toBe('No data available');
    expect(i18nProvider.translate('ra.navigation.previous')).toBe('Previous');
    expect(i18nProvider.translate('ra.navigation.next')).toBe('Next');
  });

  it('holds every key the screens name literally (a missing key would show as its name)', () => {
    const files = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const used = new Set(
      files.flatMap((file) =>
        [...fs.readFileSync(path.join('src', file), 'utf8').matchAll(/['"](app\.[a-z_]+(?:\.[A-Za-z_]+)+)['"]/g)].map(
          ([, key]) => key,
        ),
      ),
    );
    const missing = [...used].filter((key) => i18nProvider.translate(key, { smart_count: 1 }) === key);
    expect(used.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it.each(declaredResources.map((declaration) => [declaration.name, declaration] as const))(
    'holds the generated keys of the declared resource %s, each reading as its declaration writes it',
    (_, declaration) => {
      const { screen, api } = declaration;
      const expected: [string, string | undefined][] = [
        ['title', screen?.title],
        ['settings_tab', screen?.menu?.settingsTab],
        ['added', api.create?.message],
        ['updated', api.update?.message],
        ['status_failure', api.status?.failure],
        ...fieldsOf(declaration).map(([name, field]): [string, string | undefined] => [`fields.${name}`, field.label]),
        ...Object.entries(screen?.headers ?? {}).map(([name, text]): [string, string | undefined] => [
          `headers.${name}`,
          String(text),
        ]),
      ];
      const given = expected.filter((entry): entry is [string, string] => entry[1] !== undefined);
      expect(given.length).toBeGreaterThan(1);
      for (const [text, value] of given) expect(i18nProvider.translate(textKey(declaration, text))).toBe(value);
      if (screen?.count)
        expect(i18nProvider.translate(textKey(declaration, 'count'), { smart_count: 2 })).toBe(screen.count[1]);
    },
  );

  it('shows a text that is not a key, such as a server or validation message, as it is', () => {
    expect(i18nProvider.translate('Mobile Number is required')).toBe('Mobile Number is required');
  });
});

/** Every text of a catalogue by its polyglot key ('app.menu.dashboard'). */
const flatten = (node: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value as object, `${prefix}${key}.`)],
    ),
  );

/** What the app holds in English once the layout has loaded: react-admin's texts, the login page's, the screens'. */
const english = flatten(mergeTranslations(englishMessages, firstScreen, en));
/** Keys the language mechanism (src/i18n/index.ts) gives in English; the translations give them already. */
const mechanismKeys = ['app.language.menu'];
/** Messages that arrive as English sentences and are translated by their text (./translations.ts). */
const sentMessages: readonly string[] = [...Object.values(messages), ...serverMessages];

const languages = [
  ['hi', flatten(mergeTranslations(firstScreenHi, hi)), declaredHi],
  ['ur', flatten(mergeTranslations(firstScreenUr, ur)), declaredUr],
] as const;

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
const forms = (text: string) => text.split(' |||| ');
/** A text with words to translate (not only placeholders, figures, punctuation). */
const hasWords = (text: string) => /\p{L}{2}/u.test(text.replace(/%\{\w+\}/g, ''));

// Texts that read the same in Hindi and Urdu as in English: a technical name the admin sees as such.
const sameInEveryLanguage = new Set(['2FA', 'URL']);

describe.each(languages)('the %s catalogue', (_, texts, byEnglish) => {
  it('has every key English has, and no other', () => {
    const keys = [...texts.keys()].filter((key) => !sentMessages.includes(key));
    expect(keys.filter((key) => !english.has(key) && !mechanismKeys.includes(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !texts.has(key))).toEqual([]);
  });

  it('translates every validation and server message, by its English text', () => {
    expect(sentMessages.filter((message) => !texts.get(message)?.trim())).toEqual([]);
  });

  it('gives every text the placeholders English gives it', () => {
    const differing = [...english].filter(
      ([key, text]) => texts.has(key) && placeholders(texts.get(key)!).join() !== placeholders(text).join(),
    );
    expect(differing).toEqual([]);
  });

  it("gives a plural text polyglot's two forms, none empty, and no other text a plural", () => {
    const malformed = [...texts].filter(([key, text]) => {
      const plural = english.get(key)?.includes(' |||| ') ?? false;
      const own = forms(text);
      const blank = own.some((form) => form.trim() === '') && english.get(key)?.trim() !== '';
      return own.length !== (plural ? 2 : 1) || blank;
    });
    expect(malformed).toEqual([]);
  });

  it('leaves no text in English', () => {
    const untranslated = [...english].filter(
      ([key, text]) => texts.get(key) === text && hasWords(text) && !sameInEveryLanguage.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it('translates every text the declarations write, with the same placeholders and plural forms, and nothing else', () => {
    const declared = new Set([
      ...flatten(declaredTexts(declaredResources)).values(),
      ...flatten(declaredNouns(declaredResources)).values(),
    ]);
    const entries = Object.entries(byEnglish as ByEnglish);
    expect([...declared].filter((text) => !(byEnglish as ByEnglish)[text])).toEqual([]);
    expect(entries.filter(([text]) => !declared.has(text)).map(([text]) => text)).toEqual([]);
    expect(
      entries.filter(
        ([text, translation]) =>
          placeholders(text).join() !== placeholders(translation).join() ||
          forms(text).length !== forms(translation).length,
      ),
    ).toEqual([]);
  });
});

describe('the plural rules', () => {
  const catalogues: Record<string, TranslationMessages> = { hi, ur, en: mergeTranslations(englishMessages, en) };
  const providerIn = (locale: string) =>
    polyglotI18nProvider(() => catalogues[locale], locale, [], { allowMissing: true, pluralRules });

  it.each([
    ['hi', 0, '0 नतीजा'],
    ['hi', 1, '1 नतीजा'],
    ['hi', 2, '2 नतीजे'],
    ['ur', 0, '0 نتائج'],
    ['ur', 1, '1 نتیجہ'],
    ['ur', 2, '2 نتائج'],
    ['en', 0, '0 results'],
    ['en', 1, '1 result'],
  ])('in %s, %i reads %s', (locale, count, text) => {
    expect(providerIn(locale).translate('app.search.results', { smart_count: count })).toBe(text);
  });
});

describe('the server messages translated by their text', () => {
  it.each([
    ['hi', hi, 'तस्वीर 2MB से छोटी होनी चाहिए'],
    ['ur', ur, 'تصویر 2MB سے چھوٹی ہونی چاہیے'],
  ])(
    'show in %s as react-admin translates a text that is no key, and stay English in English',
    (locale, texts, shown) => {
      const provider = polyglotI18nProvider(() => texts, locale, [], { allowMissing: true });
      expect(provider.translate(messages.imageSize, { _: messages.imageSize })).toBe(shown);
      expect(i18nProvider.translate(messages.imageSize, { _: messages.imageSize })).toBe(
        'Image size should be less than 2MB',
      );
    },
  );

  const serverSource = ['server/src', 'src/dataProvider']
    .flatMap((folder) =>
      fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => fs.readFileSync(path.join(folder, file), 'utf8')),
    )
    .join('\n');

  it('are each still one the server sends, word for word', () => {
    expect(
      serverMessages.filter(
        (message) => ![`'${message}'`, `"${message}"`].some((quoted) => serverSource.includes(quoted)),
      ),
    ).toEqual([]);
  });
});

describe('the components', () => {
  // The props whose string a person reads or hears.
  const textProps = new Set([
    'label',
    'title',
    'aria-label',
    'aria-roledescription',
    'aria-valuetext',
    'placeholder',
    'alt',
    'helperText',
    'emptyText',
    'tooltip',
  ]);
  /** A catalogue key (react-admin translates it) or a text with no words to translate. */
  const isKeyOrWordless = (text: string) => /^(app|ra)\.[\w.]+$/.test(text.trim()) || !/\p{L}/u.test(text);
  // Literal texts allowed in components, each with why. The test helpers render stand-ins, never the app's screens.
  const allowedFolders = ['test/'];
  // A command the operator types as it is, in every language (Backups' restore instructions).
  const allowedTexts = new Set(['npm run restore --']);

  /** The user-visible literal strings of one .tsx file: JSX text, and string literals given to a text prop. */
  const literalsOf = (file: string, source: string) => {
    const found: string[] = [];
    const literal = (node: ts.Node | undefined): string[] => {
      if (!node) return [];
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
      if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literal(node.expression);
      if (ts.isConditionalExpression(node)) return [...literal(node.whenTrue), ...literal(node.whenFalse)];
      if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken)
        return literal(node.right);
      return [];
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && !isKeyOrWordless(node.text) && !allowedTexts.has(node.text.trim()))
        found.push(node.text.trim());
      if (ts.isJsxAttribute(node) && textProps.has(node.name.getText()))
        found.push(...literal(node.initializer).filter((text) => !isKeyOrWordless(text)));
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
    return found.map((text) => `${file}: ${text}`);
  };

  it('show no literal text: every text a person reads comes from the catalogue', () => {
    const files = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => !allowedFolders.some((folder) => file.startsWith(folder)));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => literalsOf(file, fs.readFileSync(path.join('src', file), 'utf8')))).toEqual([]);
  });

  it('would find a literal text', () => {
    expect(
      literalsOf('x.tsx', '<Box title="Hello" aria-label={ok ? "app.a.b" : "Fine"}>Some <b>text</b>{n}</Box>'),
    ).toEqual(['x.tsx: Hello', 'x.tsx: Fine', 'x.tsx: Some', 'x.tsx: text']);
  });
});
