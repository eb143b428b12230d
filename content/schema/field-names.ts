import type * as z from 'zod';
import { unwrap, type EditorMeta } from './editor';
import { editorSchemas } from './files';
import { defOf } from './zod-def';

/*
 * A field as the build's messages name it: the label the editor at /admin/ shows, read from the schema
 * (`field(rule, { label })`), never written a second time. A list's item is named by its singular
 * (« prix n°2 », « quartier n°1 ») when that names the list, else by the list (« centre n°1 »).
 */

const LANGUAGES: Record<string, string> = { fr: 'en français', en: 'en anglais' };

/** Labels that begin with a proper noun keep its capital inside a message. */
const PROPER_NOUN = /^(?:Facebook|Instagram|WhatsApp)\b/;

const inSentence = (label: string) => (PROPER_NOUN.test(label) ? label : `${label.charAt(0).toLocaleLowerCase('fr')}${label.slice(1)}`);

/** An item of the list `meta` labels, before its number. */
function itemName(meta: EditorMeta | undefined, fallback: string): string {
  const singular = meta?.labelSingular;
  if (!singular || !meta.label) return fallback;
  const namesTheList = meta.label.toLocaleLowerCase('fr').includes(singular.split(' ')[0]!.toLocaleLowerCase('fr'));
  return namesTheList ? inSentence(singular) : fallback;
}

/** The field `key` of a group (an object, or the forms of a union). */
function childOf(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema).core);
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'union') return def.options!.map((option) => childOf(option, key)).find(Boolean);
  return undefined;
}

function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!schema) return undefined;
  const def = defOf(unwrap(schema).core);
  return def.type === 'array' ? def.element : undefined;
}

/**
 * Every labelled field of every file, by its key: for a path read without its file's schema, or a field its
 * schema leaves unlabelled (an English article's copy of the French file's facts). A key labelled two ways
 * (`items`: questions, testimonials) is left out: only its schema names it.
 */
let byKey: Map<string, EditorMeta | null> | undefined;
function labelledByKey(): Map<string, EditorMeta | null> {
  if (byKey) return byKey;
  const found = new Map<string, EditorMeta | null>();
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(unwrap(schema).core);
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape!)) {
        const { meta } = unwrap(field);
        if (meta.label) {
          const before = found.get(key);
          const same = before === undefined || (before !== null && before.label === meta.label && before.labelSingular === meta.labelSingular);
          found.set(key, same ? (before ?? meta) : null);
        }
        walk(field);
      }
    }
    if (def.type === 'array') walk(def.element!);
    if (def.type === 'union') def.options!.forEach(walk);
  };
  for (const schema of Object.values(editorSchemas())) walk(typeof schema === 'function' ? schema('fr') : schema);
  byKey = found;
  return found;
}

/**
 * The field as staff read it: ['prices', 1, 'min'] → « prix n°2 › montant », ['title', 'en'] → « titre
 * (en anglais) ». `schema`: the file's, which names a field its key alone leaves unsure.
 */
export function fieldLabel(path: readonly PropertyKey[], schema?: z.ZodType): string {
  const parts: string[] = [];
  let at = schema;
  let listMeta: EditorMeta | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      const last = parts.pop() ?? 'élément';
      parts.push(`${itemName(listMeta, last)} n°${key + 1}`);
      at = elementOf(at);
      listMeta = undefined;
    } else if (typeof key === 'string' && key in LANGUAGES) {
      const last = parts.pop();
      parts.push(last ? `${last} (${LANGUAGES[key]})` : `texte (${LANGUAGES[key]})`);
      at = childOf(at, key);
    } else {
      const child = childOf(at, String(key));
      const own = child ? unwrap(child).meta : undefined;
      const meta = own?.label ? own : (labelledByKey().get(String(key)) ?? undefined);
      parts.push(meta?.label ? inSentence(meta.label) : `« ${String(key)} »`);
      at = child;
      listMeta = meta;
    }
  }
  return parts.join(' › ');
}
