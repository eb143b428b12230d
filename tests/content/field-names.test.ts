import type * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '@/content/schema/editor';
import { fieldLabel } from '@/content/schema/field-names';
import { namePath } from '@/content/schema/field-words';
import { editorSchemas } from '@/content/schema/files';
import { defOf } from '@/content/schema/zod-def';

/*
 * The build's messages name a field by the label the editor shows (content/schema/field-names.ts). The
 * expected names below are oracles on purpose: the words staff read, written out.
 */

const schemas = editorSchemas();

/**
 * field-names.ts and the schemas, loaded anew: `fieldWordsByKey` keeps what it found for the whole process
 * (the build names many fields), so a test that reads it from the module every file shares would check what
 * the first caller found, not what this code finds now (under the mutation bench: before the change under test).
 */
async function freshNames() {
  vi.resetModules();
  const [names, files] = await Promise.all([import('@/content/schema/field-names'), import('@/content/schema/files')]);
  return { ...names, schemas: files.editorSchemas() };
}

/** Every path to a field of `schema`, a list's item as its first (0). */
function paths(schema: z.ZodType, at: PropertyKey[] = []): PropertyKey[][] {
  const def = defOf(unwrap(schema).core);
  if (def.type === 'array') return paths(def.element!, [...at, 0]);
  if (def.type === 'union') return def.options!.flatMap((option) => paths(option, at));
  if (def.type !== 'object') return [];
  return Object.entries(def.shape!).flatMap(([key, field]) => (key === 'fr' || key === 'en' ? [] : [[...at, key], ...paths(field, [...at, key])]));
}

describe('fieldLabel', () => {
  it('names a field as the editor labels it, a list item by its singular, each language in words', () => {
    expect(fieldLabel(['prices', 1, 'min'], schemas.service)).toBe('prix n°2 › montant');
    expect(fieldLabel(['hours', 'reception', 0, 'opens'], schemas.centre)).toBe('horaires › accueil et téléphone n°1 › ouverture');
    expect(fieldLabel(['items', 1, 'answer', 'en'], schemas.faq)).toBe('question n°2 › réponse (en anglais)');
    expect(fieldLabel(['items', 0, 'rating'], schemas.testimonials)).toBe('témoignage n°1 › note');
    expect(fieldLabel(['social', 'facebook'], schemas.centre)).toBe('réseaux sociaux › Facebook');
    expect(fieldLabel(['related', 1], schemas.articleFr)).toBe('article lié n°2');
  });

  it('names the fields of an English article, which its schema leaves unlabelled, as the French file’s', async () => {
    const fresh = await freshNames();
    expect(fresh.fieldLabel(['title', 'en'], fresh.schemas.articleEn)).toBe('titre (en anglais)');
    expect(fresh.fieldLabel(['id'], fresh.schemas.articleEn)).toBe('numéro');
  });

  it('has a name for every field of every file', () => {
    for (const [name, built] of Object.entries(schemas)) {
      const schema = typeof built === 'function' ? built('fr') : built;
      for (const path of paths(schema)) expect(fieldLabel(path, schema), `${name}: ${path.join('.')}`).not.toContain('«');
    }
  });
});

describe('fieldWordsByKey', () => {
  it('gives the editor’s preview, which has the words by key only, the names the build gives every kind of field', async () => {
    const fresh = await freshNames();
    const byKey = (key: PropertyKey) => (typeof key === 'string' ? fresh.fieldWordsByKey()[key] : undefined);
    for (const [schema, path] of [
      [fresh.schemas.service, ['prices', 1, 'min']],
      [fresh.schemas.service, ['prices', 0, 'option', 'en']],
      // A list named by its singular (« point fort n°3 », not « points forts n°3 »).
      [fresh.schemas.service, ['features', 2, 'fr']],
      [fresh.schemas.service, ['image', 'alt', 'fr']],
      // A key of many files (« Libellé »), and a field of one form of a union (a row of hours: days or a text).
      [fresh.schemas.service, ['footer', 0, 'label', 'fr']],
      [fresh.schemas.centre, ['hours', 'appointments', 1, 'days']],
      [fresh.schemas.centre, ['closures', 0, 'to']],
      [fresh.schemas.articleFr, ['excerpt']],
      [fresh.schemas.articleFr, ['lead']],
      [fresh.schemas.articleEn, ['body']],
    ] as const) {
      expect(namePath(path, byKey), path.join('.')).toBe(fresh.fieldLabel(path, schema));
    }
  });

  it('names a field without its file’s schema by the words of its keys, as the editor’s preview does', async () => {
    const fresh = await freshNames();
    expect(fresh.fieldLabel(['closures', 0, 'to'])).toBe('fermeture n°1 › dernier jour');
    expect(fresh.fieldLabel(['prices', 1, 'option', 'en'])).toBe('prix n°2 › intitulé (en anglais)');
  });

  it('leaves out a key the editor labels two ways (« items »: questions, testimonials), which only its file’s schema names', async () => {
    const fresh = await freshNames();
    const words = fresh.fieldWordsByKey();
    expect(words).not.toHaveProperty('items');
    // Two labels for one singular: « Quartiers desservis » (the centre) and « Quartiers » (a position).
    expect(words).not.toHaveProperty('quartiers');
    expect(fresh.fieldLabel(['items', 0, 'question'], fresh.schemas.faq)).toBe('question n°1 › question');
    expect(fresh.fieldLabel(['items', 0, 'quote'], fresh.schemas.testimonials)).toBe('témoignage n°1 › citation');
    // What no field is labelled with (a text's languages) has no words: namePath says « en français » itself.
    expect(words).not.toHaveProperty('fr');
    expect(words.title).toEqual({ label: 'Titre' });
  });
});

describe('namePath', () => {
  const noWords = () => undefined;

  it('names what the editor has no words for so that staff can still find it: the key as typed, an item « élément », a lone text « texte »', () => {
    expect(namePath(['titel', 'fr'], noWords)).toBe('« titel » (en français)');
    expect(namePath([2, 'label'], noWords)).toBe('élément n°3 › « label »');
    expect(namePath(['en'], noWords)).toBe('texte (en anglais)');
  });
});
