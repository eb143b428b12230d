// Decap's fields from a zod schema and the editor's words registered beside its rules
// (content/schema/editor.ts): what is required, the choices, the list lengths come from the rule;
// the label, hint, widget and list summary from the metadata. A field with no label, a choice with
// no French name or a list of groups with no summary stops the build, naming the field.
import type * as z from 'zod';
import { unwrap, type EditorMeta } from '../../../content/schema/editor';
import { defOf } from '../../../content/schema/zod-def';

/** A field of Decap's config, as written to config.yml. */
export type DecapField = { name: string; label: string; widget: string } & Record<string, unknown>;

const LANGUAGES = [
  ['fr', 'Français'],
  ['en', 'Anglais'],
] as const;

/** A text in both languages, { fr, en }: one box per language. */
function isTranslatedText(core: z.ZodType): boolean {
  const def = defOf(core);
  return def.type === 'object' && Object.keys(def.shape!).sort().join() === 'en,fr';
}

function lengths(core: z.ZodType) {
  const checks = (defOf(core).checks ?? []).map((check) => check._zod.def);
  const exact = checks.find((check) => check.check === 'length_equals')?.length;
  return {
    min: exact ?? checks.find((check) => check.check === 'min_length')?.minimum,
    max: exact ?? checks.find((check) => check.check === 'max_length')?.maximum,
  };
}

function options(path: string, values: string[], meta: EditorMeta) {
  return values.map((value) => {
    const label = meta.choices?.[value];
    if (!label) throw new Error(`content/schema: the choice « ${value} » of ${path} has no French name for the editor: add it to its field's choices.`);
    return { label, value };
  });
}

/** Whether staff translate this field in an article's or a legal page's English file (a text), or it is copied from the French file. */
export function isTranslated(schema: z.ZodType): boolean {
  const { core, meta } = unwrap(schema);
  if (meta.translated) return true;
  const def = defOf(core);
  if (def.type === 'object') return Object.values(def.shape!).some(isTranslated);
  return false;
}

interface Context {
  /** The group holding the field may be left empty: Decap must then require none of its fields. */
  mayBeEmpty: boolean;
  /** The collection keeps each language in its own file (articles, legal pages): each field says if it is translated. */
  i18n: boolean;
}

/** The fields of a group (an object, or the forms of a union, merged). */
export function groupFields(core: z.ZodType, path: string, context: Context): DecapField[] {
  const def = defOf(core);
  if (def.type === 'object') {
    return Object.entries(def.shape!).map(([name, schema]) => decapField(name, schema, `${path}.${name}`, context));
  }
  if (def.type === 'union') {
    // A row of hours: days and times, or a text. Every field of every form, optional unless all forms have it.
    const forms = def.options!.map((option) => defOf(unwrap(option).core).shape ?? {});
    const names = [...new Set(forms.flatMap((shape) => Object.keys(shape)))];
    return names.map((name) => {
      const holders = forms.filter((shape) => name in shape);
      return decapField(name, holders[0]![name]!, `${path}.${name}`, { ...context, mayBeEmpty: context.mayBeEmpty || holders.length < forms.length });
    });
  }
  throw new Error(`content/schema: ${path} is not a group of fields (${def.type}).`);
}

function languageFields(core: z.ZodType, meta: EditorMeta, optional: boolean): DecapField[] {
  const shape = defOf(core).shape!;
  return LANGUAGES.map(([name, label]) => {
    const inner = unwrap(shape[name]!).meta;
    // The field's own widget (a paragraph: `text`) wins over the kind of text's (a line: `string`).
    const widget = meta.widget ?? inner.widget ?? 'string';
    // A rule of each language's text (its length) is checked as staff type, in each box.
    return { name, label, widget, ...(optional ? { required: false } : {}), ...(inner.pattern ? { pattern: [...inner.pattern] } : {}), ...(widget === inner.widget ? inner.decap : {}) };
  });
}

export function decapField(name: string, schema: z.ZodType, path: string, context: Context): DecapField {
  const { core, optional: own, meta } = unwrap(schema);
  if (!meta.label) throw new Error(`content/schema: the field « ${path} » has no label for the editor: give it field(…, { label: '…' }) beside its rule (content/schema/editor.ts).`);
  const optional = own || context.mayBeEmpty;
  const field: DecapField = { name, label: meta.label, widget: meta.widget ?? '' };
  const head = (widget: string) => {
    field.widget = widget;
    if (meta.labelSingular) field.label_singular = meta.labelSingular;
    if (optional) field.required = false;
    if (meta.hint) field.hint = meta.hint;
    if (context.i18n) field.i18n = isTranslated(schema) ? true : 'duplicate';
  };
  const inner: Context = { mayBeEmpty: optional, i18n: context.i18n };
  const def = defOf(core);
  if (isTranslatedText(core)) {
    head('object');
    field.fields = languageFields(core, meta, optional);
  } else if (def.type === 'object' || def.type === 'union') {
    head('object');
    field.fields = groupFields(core, path, inner);
  } else if (def.type === 'array') {
    const element = unwrap(def.element!);
    const elementDef = defOf(element.core);
    const { min, max } = lengths(core);
    if (elementDef.type === 'enum' || meta.widget === 'relation') {
      // Several choices: a select or a relation that takes many.
      head(meta.widget ?? 'select');
      field.multiple = true;
      if (elementDef.type === 'enum') field.options = options(path, Object.values(elementDef.entries!), { ...element.meta, ...meta });
    } else {
      head('list');
      if (isTranslatedText(element.core)) field.fields = languageFields(element.core, element.meta, false);
      else if (elementDef.type === 'object' || elementDef.type === 'union') field.fields = groupFields(element.core, `${path}[]`, { mayBeEmpty: false, i18n: context.i18n });
      else field.field = decapField('item', def.element!, `${path}[]`, { mayBeEmpty: false, i18n: false });
      if (field.fields && !meta.summary && !isTranslatedText(element.core)) {
        throw new Error(`content/schema: the list « ${path} » has no summary: its items would read « Map { … } » in the editor. Give it field(…, { summary: '{{fields.…}}' }).`);
      }
      if (meta.summary) field.summary = meta.summary;
    }
    // An optional list may be left empty: no minimum in the editor.
    if (min !== undefined && !optional) field.min = min;
    if (max !== undefined) field.max = max;
  } else if (def.type === 'enum') {
    head(meta.widget ?? 'select');
    field.options = options(path, Object.values(def.entries!), meta);
  } else if (def.type === 'boolean') {
    head('boolean');
    if (optional) field.default = false;
  } else {
    if (!meta.widget) throw new Error(`content/schema: the field « ${path} » has no widget for the editor: give it field(…, { widget: '…' }).`);
    head(meta.widget);
    // Our number widgets refuse what the rule refuses: its bounds, written for them.
    if (meta.widget === 'decimal' || meta.widget === 'rating' || meta.widget === 'count') {
      const bounds = defOf(core).checks?.map((check) => check._zod.def) ?? [];
      const limit = (check: string) => bounds.find((item) => item.check === check);
      const min = limit('greater_than')?.value;
      const max = limit('less_than')?.value;
      if (min !== undefined) field.min = min;
      if (max !== undefined) field.max = max;
    }
  }
  if (meta.pattern) field.pattern = [...meta.pattern];
  Object.assign(field, meta.decap);
  return field;
}
