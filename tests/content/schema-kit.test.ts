import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { schemaKit, type Report } from '@/content/schema/kit';
import { frenchIssue } from '@/content/schema/messages';
import { Prose } from '@/lib/prose';

/*
 * The kinds of value content files are made of (content/schema/kit.ts), as staff type them in the editor:
 * what each accepts and the French words of a refusal, parsed as the loader parses a file. The kit is
 * built in each test, not as the file loads (a value built once would be built before a mutant is on).
 */

/** The kit with a context that passes texts through; `missing` images are reported as the loader does. */
function kit(missing: string[] = []) {
  return schemaKit({
    text: (value) => value,
    markdown: () => new Prose({ type: 'root', children: [] }),
    image: (src: string, report: Report) => {
      if (!missing.includes(src)) return { width: 4, height: 3 };
      report(`l'image ${src} n'existe pas.`);
      return undefined;
    },
  });
}

function said(schema: z.ZodType, value: unknown): { path: PropertyKey[]; message: string }[] {
  const result = schema.safeParse(value, { reportInput: true, error: frenchIssue });
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('an amount in FCFA', () => {
  it('of more than ten million is refused as a slip of zeros, the limit written as staff read it in the terminal', () => {
    expect(said(kit().fcfa, '150 000 000')).toEqual([
      {
        path: [],
        message: "« 150 000 000 » est plus de 10 000 000 FCFA : vérifiez le nombre de zéros. Écrivez le montant en chiffres, par exemple 15000 ou 15 000.",
      },
    ]);
  });
});

describe('a date', () => {
  it('that YAML read as a date (typed without quotes) is the same calendar day, whatever the clock', () => {
    expect(kit().isoDate.parse(new Date('2026-12-03T00:00:00Z'))).toBe('2026-12-03');
  });
});

describe('an item’s number', () => {
  it.each([0, 2.5, '3'])('refuses %j, for a related article as for a file, saying what to write', (value) => {
    expect(said(kit().itemId, value)).toEqual([
      { path: [], message: `« ${String(value)} » n'est pas un numéro : écrivez un nombre entier à partir de 1.` },
    ]);
  });
});

describe('names, addresses and e-mails', () => {
  it('refuses a file name with capitals, accents or spaces, saying what it may hold', () => {
    expect(said(kit().slug, 'Soins à domicile')).toEqual([
      { path: [], message: "« Soins à domicile » n'est pas un nom de fiche valable : des lettres minuscules sans accent, des chiffres et des tirets." },
    ]);
  });

  it('refuses a web address that is not https, saying how it must start', () => {
    expect(said(kit().url, 'http://facebook.com/aideetvie')).toEqual([
      { path: [], message: "« http://facebook.com/aideetvie » n'est pas une adresse web : elle doit commencer par https://." },
    ]);
  });

  it('refuses an e-mail address without its domain', () => {
    expect(said(kit().email, 'contact@centre')).toEqual([{ path: [], message: "« contact@centre » n'est pas une adresse e-mail." }]);
  });
});

describe('a picture', () => {
  it('whose file is not there is refused at its file, so the build names the field « Fichier »', () => {
    const issues = said(kit(['/media/absente.jpg']).image, { src: '/media/absente.jpg', alt: { fr: 'Une infirmière', en: 'A nurse' } });
    expect(issues).toEqual([{ path: ['src'], message: "l'image /media/absente.jpg n'existe pas." }]);
  });
});
