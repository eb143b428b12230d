import type * as z from 'zod';
import { unwrap } from './editor';
import { namePath, type FieldWords } from './field-words';
import { editorSchemas } from './files';
import { defOf } from './zod-def';

/*
 * A field as the build's messages name it: the label the editor at /admin/ shows, read from the schema
 * (`field(rule, { label })`), never written a second time (the naming itself: field-words.ts).
 */

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

let byKey: Record<string, FieldWords> | undefined;

/**
 * Every labelled field of every file, by its key: for a path read without its file's schema, a field its
 * schema leaves unlabelled (an English article's copies of the French file's facts), and the editor's
 * preview (pipeline/admin.ts writes it there). A key labelled two ways (`items`: questions, testimonials)
 * is left out: only its schema names it.
 */
export function fieldWordsByKey(): Record<string, FieldWords> {
  if (byKey) return byKey;
  const found = new Map<string, FieldWords | null>();
  const seen = new Set<z.ZodType>();
  const walk = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(unwrap(schema).core);
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape!)) {
        const { label, labelSingular } = unwrap(field).meta;
        if (label) {
          const before = found.get(key);
          const same = before === undefined || (before !== null && before.label === label && before.labelSingular === labelSingular);
          found.set(key, same ? { label, ...(labelSingular ? { labelSingular } : {}) } : null);
        }
        walk(field);
      }
    }
    if (def.type === 'array') walk(def.element!);
    if (def.type === 'union') def.options!.forEach(walk);
  };
  for (const schema of Object.values(editorSchemas())) walk(typeof schema === 'function' ? schema('fr') : schema);
  byKey = Object.fromEntries([...found].filter((entry): entry is [string, FieldWords] => entry[1] !== null));
  return byKey;
}

/**
 * The field as staff read it: ['prices', 1, 'min'] → « prix n°2 › montant », ['title', 'en'] → « titre
 * (en anglais) ». `schema`: the file's, which names a field its key alone leaves unsure.
 */
export function fieldLabel(path: readonly PropertyKey[], schema?: z.ZodType): string {
  let at = schema;
  return namePath(path, (key) => {
    if (typeof key === 'number') {
      at = elementOf(at);
      return undefined;
    }
    at = childOf(at, String(key));
    const own = at ? unwrap(at).meta : undefined;
    return own?.label ? own : fieldWordsByKey()[String(key)];
  });
}
