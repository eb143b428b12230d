import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod';
import { NUMBER_WIDGETS } from '@/editor/widgets/register';
import { readTyped } from '@/editor/widgets/typed-number';
import { ICON_NAMES } from '@/lib/icon-names';
import { defaultLocale, locales } from '@/lib/i18n';
import { field as described } from '@/content/schema/editor';
import { decapConfig, decapConfigText } from '@/pipeline/lib/decap-config';
import { decapField } from '@/pipeline/lib/decap-config/fields';
import { nodeOf, recordingSchemas, TEXT_SAMPLES, type Node, type Shape } from './decap-config-shapes';

/*
 * The editor's config is generated from the content schemas (pipeline/lib/decap-config/). This walks
 * each generated collection beside its schema with a walker of its own (./decap-config-shapes.ts), so a
 * generator that drops, renames or loosens a field fails here: the same field names, required on both
 * sides or on neither, the same choices (each with a French name), lists of the same length, and for
 * each value a widget and rules the schema agrees with (a date YYYY-MM-DD, a pattern that accepts what
 * the schema accepts, a number widget of ours that reads what staff type as the schema does:
 * editor/widgets/typed-number.ts). Every field has a label, and every list of groups a summary that
 * names a text, so no item reads « Map { … } ».
 */

interface Field {
  name: string;
  label: string;
  hint?: string;
  summary?: string;
  label_singular?: string;
  widget: string;
  required?: boolean;
  i18n?: boolean | 'duplicate' | 'translate';
  fields?: Field[];
  field?: Field;
  options?: { label: string; value: string }[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: string;
  value_field?: string;
  collection?: string;
  pattern?: [string, string];
  format?: string;
}
interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  i18n?: boolean;
  files?: { name: string; file: string; fields: Field[] }[];
  fields?: Field[];
  summary?: string;
}
interface Config {
  media_folder: string;
  public_folder: string;
  publish_mode: string;
  i18n: { structure: string; locales: string[]; default_locale: string };
  collections: Collection[];
}

const root = join(__dirname, '..', '..');
// Read back from the YAML the build writes, as Decap reads it.
const config = parse(decapConfigText()) as Config;
const { schemas, probe } = recordingSchemas();

/** Which schema describes each collection (and file) of the editor. */
const SCHEMAS: Record<string, z.ZodType> = {
  'centre/centre': schemas.centre,
  'centre/languages': schemas.languages,
  services: schemas.service,
  articles: schemas.articleFr,
  doctors: schemas.doctor,
  jobs: schemas.job,
  'home/faq': schemas.faq,
  'home/testimonials': schemas.testimonials,
  'home/slides': schemas.slides,
  'pages/about': schemas.about,
  'pages/careers': schemas.careersPage,
  'pages/services-slides': schemas.slides,
  'pages/services-steps': schemas.careSteps,
  'pages/blog-slides': schemas.blogSlides,
  legal: schemas.legalPage(defaultLocale),
};
/** The English file of a translated collection, when it has its own schema. */
const ENGLISH: Record<string, z.ZodType> = { articles: schemas.articleEn, legal: schemas.legalPage('en') };

/** What staff may type in a number field: grouped thousands, decimals with a comma or a dot, slips. */
const NUMBER_SAMPLES = ['0', '1', '7', '3500', '3 500', '3.500', '3,500', '3 500 F', '2500.75', '1e4', '-5', '3,8480', '3.8480', '-3,5', '11.5021', '95', '200', 'abc', '15 000 000', ' 12 '];

const collection = (name: string) => config.collections.find((item) => item.name === name)!;
const isRequired = (field: Field) => field.required !== false;
const optionValues = (field: Field) => (field.options ?? []).map((option) => option.value).sort();

/** Every difference between a config field and the schema's node, as « path: what ». */
function compare(field: Field, node: Node, path: string, problems: string[], { mayBeEmpty = false } = {}) {
  const here = `${path}.${field.name}`;
  if (!field.label?.trim()) problems.push(`${here}: no label`);
  const optional = node.optional || mayBeEmpty;
  if (isRequired(field) === optional) problems.push(`${here}: ${optional ? 'optional in the schema, required in the editor' : 'required in the schema, optional in the editor'}`);
  compareShape(field, node.shape, here, problems, optional);
}

function compareFields(fields: Field[], shape: Extract<Shape, { kind: 'object' }>, path: string, problems: string[], parentOptional: boolean) {
  const names = fields.map((field) => field.name).sort();
  const keys = Object.keys(shape.fields).sort();
  if (names.join() !== keys.join()) problems.push(`${path}: editor fields [${names}] ≠ schema fields [${keys}]`);
  for (const field of fields) {
    const node = shape.fields[field.name];
    // In a group that may be left empty, Decap must not require its fields: it would block the save.
    if (node) compare(field, node, path, problems, { mayBeEmpty: parentOptional });
  }
}

function compareShape(field: Field, shape: Shape, path: string, problems: string[], optional: boolean) {
  const widget = field.widget;
  switch (shape.kind) {
    case 'object':
      if (widget !== 'object' || !field.fields) return void problems.push(`${path}: a group of fields in the schema, « ${widget} » in the editor`);
      return compareFields(field.fields, shape, path, problems, optional);
    case 'union': {
      // A row of hours: days and times, or a text. The editor shows every field; each is optional
      // unless every form of the row has it.
      if (widget !== 'object' || !field.fields) return void problems.push(`${path}: one of several forms in the schema, « ${widget} » in the editor`);
      const objects = shape.options.filter((option): option is Extract<Shape, { kind: 'object' }> => option.kind === 'object');
      const keys = [...new Set(objects.flatMap((option) => Object.keys(option.fields)))].sort();
      if (field.fields.map((item) => item.name).sort().join() !== keys.join()) problems.push(`${path}: editor fields ≠ the forms' fields [${keys}]`);
      for (const item of field.fields) {
        const holders = objects.filter((option) => item.name in option.fields);
        const node = holders[0]?.fields[item.name];
        if (node) compare(item, node, path, problems, { mayBeEmpty: optional || holders.length < objects.length });
      }
      return;
    }
    case 'array': {
      const { element, min, max } = shape;
      if (widget === 'select' || widget === 'relation') {
        if (!field.multiple) problems.push(`${path}: a list in the schema, a single choice in the editor`);
        compareShape({ ...field, multiple: false }, element.shape, path, problems, optional);
      } else if (widget !== 'list') {
        return void problems.push(`${path}: a list in the schema, « ${widget} » in the editor`);
      } else if (field.fields) {
        // Each item is a group of fields (or one of several forms of it).
        compareShape({ ...field, widget: 'object' }, element.shape, `${path}[]`, problems, false);
      } else if (field.field) {
        compareShape(field.field, element.shape, `${path}[]`, problems, false);
      } else {
        problems.push(`${path}: the list's items differ`);
      }
      if (!optional && (field.min ?? undefined) !== min) problems.push(`${path}: at least ${min} in the schema, ${field.min} in the editor`);
      if ((field.max ?? undefined) !== max) problems.push(`${path}: at most ${max} in the schema, ${field.max} in the editor`);
      return;
    }
    case 'enum':
      if ((widget !== 'select' && widget !== 'icon') || field.multiple) return void problems.push(`${path}: one choice in the schema, « ${widget} » in the editor`);
      if (optionValues(field).join() !== [...shape.values].sort().join()) problems.push(`${path}: choices [${optionValues(field)}] ≠ [${[...shape.values].sort()}]`);
      if ((field.options ?? []).some((option) => !option.label.trim() || option.label === option.value)) problems.push(`${path}: a choice without its French name`);
      // The icon widget draws each choice from the site's icons.
      if (widget === 'icon' && !shape.values.every((value) => (ICON_NAMES as readonly string[]).includes(value))) problems.push(`${path}: choices that are not icons of the site`);
      return;
    case 'boolean':
      if (widget !== 'boolean') problems.push(`${path}: yes/no in the schema, « ${widget} » in the editor`);
      return;
    case 'value':
      return compareValue(field, shape.schema, path, problems);
  }
}

function compareValue(field: Field, schema: z.ZodType, path: string, problems: string[]) {
  const accepts = (value: unknown) => probe(schema, value).ok;
  const hooks = probe(schema, 'Bonjour').calls;
  switch (field.widget) {
    case 'markdown':
      if (!hooks.includes('markdown')) problems.push(`${path}: Markdown in the editor, not in the schema`);
      return;
    case 'string':
    case 'text': {
      if (hooks.includes('markdown')) problems.push(`${path}: Markdown in the schema, plain text in the editor`);
      const pattern = field.pattern ? new RegExp(field.pattern[0]) : undefined;
      for (const sample of TEXT_SAMPLES) {
        if ((pattern ? pattern.test(sample) : true) !== accepts(sample)) {
          problems.push(`${path}: « ${sample} » is ${accepts(sample) ? 'accepted' : 'refused'} by the schema, ${accepts(sample) ? 'refused' : 'accepted'} by the editor`);
        }
      }
      return;
    }
    case 'image':
      if (!accepts('/media/photo.jpg')) problems.push(`${path}: not a picture's path in the schema`);
      return;
    case 'amount':
    case 'item-number':
    case 'decimal':
    case 'count': {
      // What the widget stores for each text is accepted by the schema exactly when the widget says
      // nothing against it; what it refuses is stored as typed, and the schema must refuse that too.
      const kind = NUMBER_WIDGETS[field.widget]!;
      const rules = { required: isRequired(field), min: field.min, max: field.max };
      for (const text of NUMBER_SAMPLES) {
        const typed = readTyped(kind, text, rules);
        if (typed.stored !== undefined && accepts(typed.stored) !== (typed.problem === undefined)) {
          problems.push(`${path}: the editor ${typed.problem ? 'refuses' : `reads as ${typed.stored}`} « ${text} », and the schema ${accepts(typed.stored) ? 'accepts' : 'refuses'} what it stores`);
        }
      }
      // An amount is read from text by the build as by the editor (« 3.500 » in a file is 3500 too).
      if (field.widget === 'amount') {
        for (const text of NUMBER_SAMPLES) {
          const typed = readTyped(kind, text, rules);
          const built = schema.safeParse(text);
          if (built.success !== (typed.problem === undefined) || (built.success && built.data !== typed.stored)) problems.push(`${path}: « ${text} » is not read as the build reads an amount`);
        }
      }
      return;
    }
    case 'rating':
      for (const value of [0, 1, 2.5, 3, 5, 6]) {
        const offered = Number.isInteger(value) && value >= (field.min ?? 1) && value <= (field.max ?? 5);
        if (accepts(value) !== offered) problems.push(`${path}: ${value} is ${offered ? '' : 'not '}offered by the editor, ${accepts(value) ? 'accepted' : 'refused'} by the schema`);
      }
      return;
    case 'number':
      return void problems.push(`${path}: Decap's number widget reads « 3.500 » as 300: use amount, item-number, decimal or count`);
    case 'datetime':
      if (field.format !== 'YYYY-MM-DD' || !accepts('2024-05-15') || accepts('2024-02-30')) problems.push(`${path}: a date is written YYYY-MM-DD in the schema`);
      return;
    case 'relation': {
      const target = collection(field.collection ?? '');
      if (!target) return void problems.push(`${path}: no collection « ${field.collection} »`);
      // By file name ({{slug}}), by number (id), or by a language's code in the team's list.
      const samples: Record<string, [unknown, unknown]> = { '{{slug}}': ['elise-mballa', 'Élise Mballa'], id: [1, 0], 'languages.*.code': ['ewo', 'Ewondo'] };
      const [sample, wrong] = samples[field.value_field ?? ''] ?? [undefined, undefined];
      if (sample === undefined || !accepts(sample) || accepts(wrong)) {
        problems.push(`${path}: the schema does not hold what « ${field.value_field} » gives`);
      }
      return;
    }
    default:
      problems.push(`${path}: widget « ${field.widget} » not expected here`);
  }
}

describe('the editor at /admin/ (its generated config.yml)', () => {
  const entries = config.collections.flatMap((item) =>
    item.files ? item.files.map((file) => ({ key: `${item.name}/${file.name}`, fields: file.fields })) : [{ key: item.name, fields: item.fields ?? [] }],
  );

  it('has one schema for each of its collections, and a collection for each schema', () => {
    expect(entries.map((entry) => entry.key).sort()).toEqual(Object.keys(SCHEMAS).sort());
    const used = new Set(Object.values(SCHEMAS));
    for (const [name, schema] of Object.entries(schemas)) {
      if (typeof schema === 'function' || name === 'articleEn') continue;
      expect(used.has(schema), name).toBe(true);
    }
  });

  it.each(Object.keys(SCHEMAS))('shows %s field for field as its schema describes it', (key) => {
    const entry = entries.find((item) => item.key === key)!;
    const node = nodeOf(SCHEMAS[key]!);
    expect(node.shape.kind).toBe('object');
    const problems: string[] = [];
    compareFields(entry.fields, node.shape as Extract<Shape, { kind: 'object' }>, key, problems, false);
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(ENGLISH))('writes in the English file of %s exactly the fields its schema reads there', (name) => {
    const shape = nodeOf(ENGLISH[name]!).shape as Extract<Shape, { kind: 'object' }>;
    const fields = collection(name).fields ?? [];
    const translated = fields.filter((field) => field.i18n === true || field.i18n === 'translate');
    const copied = fields.filter((field) => field.i18n === 'duplicate');
    // What the English schema requires is translated; everything the editor writes there is known to it.
    const required = Object.entries(shape.fields).filter(([, node]) => !node.optional).map(([key]) => key);
    expect(required.filter((key) => !translated.some((field) => field.name === key) && !copied.some((field) => field.name === key))).toEqual([]);
    for (const field of [...translated, ...copied]) expect(Object.keys(shape.fields), field.name).toContain(field.name);
    expect(fields.filter((field) => !field.i18n).map((field) => field.name)).toEqual([]);
    // A picture: its file is the French one's, its description is translated.
    const image = fields.find((field) => field.name === 'image');
    if (image) expect(Object.fromEntries((image.fields ?? []).map((field) => [field.name, field.i18n]))).toEqual({ src: 'duplicate', alt: true });
  });

  it('reads and writes the files the loader reads, in the folders it reads', () => {
    for (const item of config.collections) {
      for (const file of item.files ?? []) expect(existsSync(join(root, file.file)), file.file).toBe(true);
      if (item.folder) {
        const folder = join(root, item.folder, item.i18n ? defaultLocale : '');
        expect(readdirSync(folder).some((name) => name.endsWith(`.${item.extension}`)), item.folder).toBe(true);
      }
    }
    expect(config.media_folder).toBe('content/media');
    expect(config.public_folder).toBe('/media');
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale });
    expect(config.publish_mode).toBe('editorial_workflow');
  });
});

/** The fields a Decap summary template names (`{{fields.title.fr}}`, or `{{title}}` for a collection). */
const templateKeys = (summary: string, prefix: string) =>
  [...summary.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map(([, key]) => key!).filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length).split('.'));

/** The field a key path reaches, and whether it is a value staff read (not a group: « Map { … } »). */
function reachesText(fields: Field[], path: string[]): boolean {
  const [head, ...rest] = path;
  const found = fields.find((field) => field.name === head);
  if (!found) return false;
  if (rest.length === 0) return found.widget !== 'object' && found.widget !== 'list' && !found.fields;
  return reachesText(found.fields ?? [], rest);
}

/** Every list of a config, by its path. */
function listsIn(config: Config): { path: string; field: Field }[] {
  const lists: { path: string; field: Field }[] = [];
  const walk = (fields: Field[], path: string) => {
    for (const field of fields) {
      if (field.widget === 'list') lists.push({ path: `${path}.${field.name}`, field });
      walk(field.fields ?? [], `${path}.${field.name}`);
    }
  };
  for (const item of config.collections) {
    walk(item.fields ?? [], item.name);
    for (const file of item.files ?? []) walk(file.fields, `${item.name}/${file.name}`);
  }
  return lists;
}

describe('what staff read in the lists of the editor', () => {
  const lists = listsIn(config);

  it('gives every list of groups a summary that names only texts of its items', () => {
    expect(lists.length).toBeGreaterThan(15);
    const problems = lists
      .filter(({ field }) => field.fields && !(field.fields.length === 2 && field.fields.every((item) => ['fr', 'en'].includes(item.name))))
      .flatMap(({ path, field }) => {
        if (!field.summary) return [`${path}: no summary`];
        const keys = templateKeys(field.summary, 'fields.');
        if (keys.length === 0) return [`${path}: a summary that names no field`];
        return keys.filter((key) => !reachesText(field.fields!, key)).map((key) => `${path}: {{fields.${key.join('.')}}} is not a text of the item`);
      });
    expect(problems).toEqual([]);
  });

  it('gives every list its item’s name: « Ajouter chiffre » on its button, not the list’s plural (« Ajouter Chiffres »)', () => {
    // The config written in the test, not as the file loads: the mutation bench switches a change on between the two.
    const written = listsIn(parse(decapConfigText()) as Config);
    expect(written.filter(({ field }) => !field.label_singular?.trim()).map(({ path }) => path)).toEqual([]);
  });

  it('names each entry of a folder by its texts', () => {
    for (const item of config.collections.filter((collection) => collection.fields)) {
      const keys = templateKeys(item.summary ?? '', '');
      expect(keys.length, item.name).toBeGreaterThan(0);
      for (const key of keys) expect(reachesText(item.fields!, key), `${item.name}: {{${key.join('.')}}}`).toBe(true);
    }
  });
});

describe('a schema without the editor’s words', () => {
  const context = { mayBeEmpty: false, i18n: false };

  it('stops the generator, naming a field added without a label', () => {
    const grown = schemas.service.extend({ visitsPerWeek: z.number() });
    expect(() => decapField('service', described(grown, { label: 'Service' }), 'services', context)).toThrow(
      /the field « services\.visitsPerWeek » has no label for the editor/,
    );
  });

  it('stops it on a choice without its French name, or a list of groups without a summary', () => {
    const colour = described(z.enum(['teal', 'pink']), { label: 'Couleur', choices: { teal: 'Turquoise' } });
    expect(() => decapField('color', colour, 'services.color', context)).toThrow(/the choice « pink » of services\.color has no French name/);
    const list = described(z.array(z.strictObject({ quote: described(z.string(), { label: 'Citation', widget: 'string' }) })), { label: 'Témoignages' });
    expect(() => decapField('testimonials', list, 'services.testimonials', context)).toThrow(/the list « services\.testimonials » has no summary/);
  });

  it('stops it on a value with no widget', () => {
    expect(() => decapField('visits', described(z.number(), { label: 'Visites' }), 'services.visits', context)).toThrow(/« services\.visits » has no widget/);
  });
});

describe('the generated config', () => {
  it('is every collection, in the order staff find them, and no alias or anchor of YAML', () => {
    expect(config.collections.map((item) => item.name)).toEqual(['centre', 'services', 'articles', 'doctors', 'jobs', 'home', 'pages', 'legal']);
    const text = decapConfigText();
    expect(text).not.toMatch(/^\s*[\w-]+: [*&]\w/m);
    expect(text.startsWith('# The editor at /admin/')).toBe(true);
  });

  it('is the same for every sign-in path, but for its backend', () => {
    const gateway = decapConfig({ CMS_SIGN_IN: 'gateway' });
    const gitlab = decapConfig({ CMS_SIGN_IN: 'gitlab' });
    expect({ ...gitlab, backend: undefined }).toEqual({ ...gateway, backend: undefined });
    expect(gitlab.backend.name).not.toBe(gateway.backend.name);
  });
});
