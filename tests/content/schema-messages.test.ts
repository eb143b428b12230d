import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { EMPTY_TEXT, frenchIssue, quoted } from '@/content/schema/messages';

/*
 * The French words staff read when the build or the editor refuses what they typed, for every rule that
 * has no message of its own (content/schema/messages.ts): each value parsed as the loader parses a file
 * (content/load/files.ts: `reportInput`, the French error map), the expected words written out.
 */

/** The message staff read for `value` in a field of `schema`. */
function said(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { reportInput: true, error: frenchIssue });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('a value, as a message quotes it', () => {
  it('is quoted whole up to 60 characters, and cut at 57 with « … » beyond, so a pasted paragraph does not flood the list', () => {
    const sixty = 'a'.repeat(60);
    expect(quoted(sixty)).toBe(`« ${sixty} »`);
    expect(quoted(`${'b'.repeat(57)}cdef`)).toBe(`« ${'b'.repeat(57)}… »`);
  });

  it('quotes a list or a group as written in the file, not as JavaScript prints it', () => {
    expect(quoted([90000, 120000])).toBe('« [90000,120000] »');
    expect(quoted({ min: 'quinze' })).toBe('« {"min":"quinze"} »');
  });

  it('quotes a field left out as empty, never as « undefined »', () => {
    expect(quoted(undefined)).toBe('«  »');
  });
});

describe('a field left empty', () => {
  it.each([
    ['left out', undefined],
    ['null, as the editor writes a field it cleared', null],
    ['an empty text', ''],
  ])('is told it is required, whatever it expects, when %s', (_, value) => {
    for (const schema of [z.number(), z.boolean(), z.array(z.string()), z.strictObject({})]) {
      expect(said(schema, value)).toEqual(['ce champ est vide alors qu’il est obligatoire : remplissez-le.']);
    }
  });

  it('is told which choices it has', () => {
    expect(said(z.enum(['cdi', 'cdd']), '')).toEqual(['ce champ est vide alors qu’il est obligatoire : choisissez parmi cdi, cdd.']);
    expect(said(z.enum(['cdi', 'cdd']), null)).toEqual(['ce champ est vide alors qu’il est obligatoire : choisissez parmi cdi, cdd.']);
  });
});

describe('a value of the wrong kind, told what to write instead', () => {
  it('a number in words, or with a decimal where a whole number is expected', () => {
    expect(said(z.number(), 'quinze')).toEqual(["« quinze » n'est pas un nombre : écrivez-le en chiffres."]);
    expect(said(z.int(), '3')).toEqual(["« 3 » n'est pas un nombre : écrivez-le en chiffres."]);
    expect(said(z.int(), 2.5)).toEqual(["« 2.5 » n'est pas un nombre entier : écrivez-le sans virgule."]);
  });

  it('a list or a group where a text is expected, quoted as written', () => {
    expect(said(z.string(), ['Bastos'])).toEqual(["« [\"Bastos\"] » n'est pas un texte : écrivez un texte."]);
  });

  it('a single value where a list or a group is expected', () => {
    expect(said(z.array(z.string()), 'Bastos')).toEqual(['une liste est attendue ici.']);
    expect(said(z.strictObject({}), 'Bastos')).toEqual(['un groupe de champs est attendu ici (voyez un autre fichier du même dossier pour l’exemple).']);
  });

  it('a box to tick typed as a word', () => {
    expect(said(z.boolean(), 'oui')).toEqual(["« oui » n'est ni oui (true) ni non (false)."]);
  });

  it('anything else, quoted', () => {
    expect(said(z.date(), 'demain')).toEqual(["« demain » n'est pas une valeur attendue ici."]);
  });
});

describe('a value out of bounds', () => {
  it('a list too short or too long says how many, and whether to add or remove', () => {
    expect(said(z.array(z.string()).min(2), ['Bastos'])).toEqual(['il en faut au moins 2 (ajoutez-en).']);
    expect(said(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['il en faut au plus 2 (retirez-en).']);
  });

  it('a text too short is an empty one; a number out of bounds names the bound', () => {
    expect(said(z.string().min(1), '')).toEqual([EMPTY_TEXT]);
    expect(said(z.number().min(1), 0)).toEqual(['« 0 » est trop petit : le minimum est 1.']);
    expect(said(z.number().max(5), 6)).toEqual(['« 6 » est trop grand : le maximum est 5.']);
    expect(said(z.string().max(3), 'quatre')).toEqual(['« quatre » est trop grand : le maximum est 3.']);
  });
});

describe('a value that is none of those allowed', () => {
  it('a choice typed wrong lists the choices', () => {
    expect(said(z.enum(['cdi', 'cdd']), 'CDI ')).toEqual(["« CDI  » n'est pas une valeur possible. Choisissez parmi : cdi, cdd."]);
  });

  it('a misspelt field is named, each in its quotes, with what to do', () => {
    expect(said(z.strictObject({ title: z.string().optional() }), { titel: 'x', colour: 'teal' })).toEqual([
      "« titel », « colour » : ce champ n'existe pas ici. Vérifiez son nom (faute de frappe ?) ou retirez-le.",
    ]);
  });

  it('a value that fits none of a field’s forms, or not its pattern', () => {
    expect(said(z.union([z.number(), z.boolean()]), 'x')).toEqual(["« x » ne correspond à aucune des formes possibles de ce champ."]);
    expect(said(z.string().regex(/^\d+$/), '12a')).toEqual(["« 12a » n'a pas la forme attendue."]);
  });

  it('a rule without words of its own still says, in French, which value it refused', () => {
    expect(said(z.string().refine(() => false), 'x')).toEqual(["« x » n'est pas accepté ici."]);
  });
});
