import { statusFieldOf } from '#contract/resource';
import { fieldsOf, type Declared } from './declared';

type Texts = { [key: string]: string | Texts };

/** Only the texts a declaration gives: a missing one is left out rather than shown as 'undefined'. */
const given = (texts: Record<string, string | Texts | undefined>): Texts =>
  Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string | Texts] => entry[1] !== undefined),
  );

/** The texts of one declaration under the catalogue's `app.resources.<name>` (see `textKey`). */
const textsOf = (declaration: Declared): Texts => {
  const { api, fields, screen } = declaration;
  const statusField = statusFieldOf(declaration);
  const statusValues = statusField ? (fields[statusField] as { values: readonly string[] }).values : [];
  const labels = fieldsOf(declaration).flatMap(([name, field]) => (field.label ? [[name, field.label]] : []));
  return given({
    title: screen?.title,
    settings_tab: screen?.menu?.settingsTab,
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
  });
};

/**
 * The catalogue entries of the declared resources, built from their English texts (the one place those are
 * written): react-admin shows them by key like every other text, so a screen never spells a declared text.
 */
export const declaredTexts = (declarations: readonly Declared[]) =>
  Object.fromEntries(declarations.map((declaration) => [declaration.name, textsOf(declaration)]));

/**
 * The catalogue key of one of a declaration's texts, e.g. `textKey(languages, 'added')` is
 * `app.resources.languages.added` ('Language Added successfully').
 */
export const textKey = ({ name }: Pick<Declared, 'name'>, text: string) => `app.resources.${name}.${text}`;
