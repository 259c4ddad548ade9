import { nounOf, statusFieldOf, type SectionTab } from '#contract/resource';
import { fieldsOf, type Declared } from './declared';

type Texts = { [key: string]: string | Texts };

/** A row action's key among the catalogue's texts: its call, and the value it sets. */
export const rowActionKey = ({ call, value }: { call: string; value?: string }) => (value ? `${call}_${value}` : call);

/** What a row action's call answers when it succeeds: the status call's message for its value, or the action's. */
const callMessageOf = ({ api }: Declared, { call, value }: { call: string; value?: string }) => {
  const message = call === 'status' ? (api.status?.message ?? api.update?.message) : api.actions?.[call]?.message;
  return message?.replace('{status}', value ?? '');
};

/** Only the texts a declaration gives: a missing one is left out rather than shown as 'undefined'. */
const given = (texts: Record<string, string | Texts | undefined>): Texts =>
  Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string | Texts] => entry[1] !== undefined),
  );

/** One text of each section tab, by the tab's key (tabs without it left out). */
const sectionTexts = (tabs: Readonly<Record<string, SectionTab>>, text: (tab: SectionTab) => string | undefined) =>
  given(Object.fromEntries(Object.entries(tabs).map(([key, tab]) => [key, text(tab)])));

/** The texts of one declaration under the catalogue's `app.resources.<name>` (see `textKey`). */
const textsOf = (declaration: Declared): Texts => {
  const { api, fields, screen } = declaration;
  const statusField = statusFieldOf(declaration);
  const statusValues = statusField ? (fields[statusField] as { values: readonly string[] }).values : [];
  const labels = fieldsOf(declaration).flatMap(([name, field]) => (field.label ? [[name, field.label]] : []));
  return given({
    title: screen?.title,
    settings_tab: screen?.menu?.settingsTab,
    menu_section: screen?.menu?.section,
    section_tabs: screen?.sectionTabs && sectionTexts(screen.sectionTabs, (tab) => tab.label),
    section_counts: screen?.sectionTabs && sectionTexts(screen.sectionTabs, (tab) => tab.count?.join(' |||| ')),
    section_backs: screen?.sectionTabs && sectionTexts(screen.sectionTabs, (tab) => tab.back),
    singleton: screen?.singleton && given({ empty: screen.singleton.empty, edit: screen.singleton.edit }),
    child_title: screen?.childOf?.title,
    log: screen?.log && {
      ...given({
        title: screen.log.title,
        none: screen.log.none,
        empty: screen.log.empty,
        failed: screen.log.failed,
        again: screen.log.again?.label,
        again_name: screen.log.again?.name,
        again_success: screen.log.again?.success,
        again_failure: screen.log.again?.failure,
      }),
      columns: given(screen.log.columns),
    },
    tabs_name: screen?.tabs?.name,
    tabs: screen?.tabs && given(screen.tabs.labels),
    views_name: screen?.views?.name,
    views: screen?.views && given(screen.views.labels),
    chips: screen?.chips && given(screen.chips),
    kind_tab: screen?.kind?.label,
    kind_tabs_name: screen?.kind?.name,
    count: screen?.count?.join(' |||| '),
    add_button: screen?.add,
    add_title: screen?.addTitle,
    edit_title: screen?.editTitle,
    search: screen?.search,
    serial: screen?.serial,
    fields: Object.fromEntries(labels),
    headers: screen?.headers && given(screen.headers),
    added: api.create?.message,
    updated: api.update?.message,
    status:
      api.status &&
      Object.fromEntries(statusValues.map((value) => [value, api.status!.message.replace('{status}', value)])),
    status_failure: api.status?.failure,
    status_refusal: api.status?.refusal,
    cards: screen?.cards && {
      ...given({
        empty: screen.cards.empty,
        failed: screen.cards.failed,
        final: screen.cards.final,
        image: screen.cards.image,
      }),
      groups: given(screen.cards.groups),
    },
    grid: screen?.grid && {
      ...given({
        fallback: screen.grid.fallback,
        actions: screen.grid.actions,
        view_title: screen.grid.viewTitle,
        image_name: screen.grid.imageName,
        empty: screen.grid.empty,
      }),
      lines: given(Object.fromEntries(screen.grid.lines.map((line) => [line.field, line.text]))),
    },
    covers: screen?.covers && {
      empty: screen.covers.empty,
      view_all: screen.covers.viewAll.label,
      view_all_name: screen.covers.viewAll.name,
      lines: Object.fromEntries(screen.covers.lines.map((line) => [line.field, line.text])),
      ahead: given(Object.fromEntries(screen.covers.lines.map((line) => [line.field, line.ahead]))),
      page: {
        count: screen.covers.page.count.join(' |||| '),
        title: screen.covers.page.title,
        empty: screen.covers.page.empty,
        more: screen.covers.page.more,
        less: screen.covers.page.less,
      },
      view: {
        title: screen.covers.view.title,
        heading: screen.covers.view.heading,
        link: screen.covers.view.link,
        none: screen.covers.view.none,
      },
    },
    days: screen?.days && given(screen.days),
    updated_with_image: screen?.updated?.withImage,
    update_failed: screen?.updated?.failed,
    add_failed: screen?.added?.failed,
    upload_failed: screen?.added?.uploadFailed,
    hints: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) => (field.hint ? [[name, field.hint]] : [])),
    ),
    entries: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) =>
        field.type === 'strings' && field.entries ? [[name, { ...field.entries }]] : [],
      ),
    ),
    files: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) =>
        field.type === 'rows' && field.files
          ? [[name, { label: field.files.label, uploaded: field.files.uploaded }]]
          : [],
      ),
    ),
    upload_labels: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) =>
        field.type === 'image' && field.upload?.label ? [[name, field.upload.label]] : [],
      ),
    ),
    start_first: screen?.dateRange?.startFirst,
    deleted: api.delete?.message,
    delete_title: screen?.delete?.title,
    delete_text: screen?.delete?.text,
    range: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) =>
        field.filter && (field.type === 'date' || field.type === 'datetime')
          ? [
              [`${name}From`, `${field.label ?? name} from`],
              [`${name}To`, `${field.label ?? name} to`],
            ]
          : [],
      ),
    ),
    flags: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) =>
        field.type === 'boolean' || field.type === 'checkbox'
          ? [[name, { true: field.labels?.[0] ?? 'Yes', false: field.labels?.[1] ?? 'No' }]]
          : [],
      ),
    ),
    empty: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) =>
        field.type === 'timestamp' && field.empty ? [[name, field.empty]] : [],
      ),
    ),
    change: Object.fromEntries(
      fieldsOf(declaration).flatMap(([name, field]) =>
        field.type === 'password' && field.change ? [[name, field.change]] : [],
      ),
    ),
    once: Object.fromEntries(
      fieldsOf(declaration).flatMap(([, field]) =>
        field.type === 'password' && field.oneTime
          ? [[field.oneTime.key, { text: field.oneTime.text, label: field.oneTime.label }]]
          : [],
      ),
    ),
    row_actions:
      screen?.rowActions &&
      Object.fromEntries(
        screen.rowActions.map((action) => [
          rowActionKey(action),
          given({
            label: action.label,
            name: action.name ?? action.label,
            success: action.success ?? callMessageOf(declaration, action),
            confirm_title: action.confirm?.title,
            confirm_text: action.confirm?.text,
          }),
        ]),
      ),
  });
};

/**
 * The catalogue entries of the declared resources, built from their English texts (the one place those are
 * written): react-admin shows them by key like every other text, so a screen never spells a declared text.
 */
export const declaredTexts = (declarations: readonly Declared[]) =>
  Object.fromEntries(declarations.map((declaration) => [declaration.name, textsOf(declaration)]));

/**
 * What the declared resources' records are called in running text, one and several ('ad |||| ads'), by resource
 * name: the activity log's filter and nouns (`app.audit.resources`).
 */
export const declaredNouns = (declarations: readonly Declared[]) =>
  Object.fromEntries(
    declarations.map((declaration) => {
      const one = nounOf(declaration).toLowerCase();
      const [singular, plural] = declaration.nouns ?? [one, `${one}s`];
      return [declaration.name, `${singular} |||| ${plural}`];
    }),
  );

/**
 * The catalogue key of one of a declaration's texts, e.g. `textKey(languages, 'added')` is
 * `app.resources.languages.added` ('Language Added successfully').
 */
export const textKey = ({ name }: Pick<Declared, 'name'>, text: string) => `app.resources.${name}.${text}`;
