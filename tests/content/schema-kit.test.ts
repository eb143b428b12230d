import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@/content/schema/editor';
import { isAdvice, schemaKit, SEARCH_DESCRIPTION, SHORT_TITLE, withoutAdvice, type Report } from '@/content/schema/kit';
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

describe('a text of a length', () => {
  const text = (length: number) => 'x'.repeat(length);
  const description = () => kit().line('fr', SEARCH_DESCRIPTION);

  it('accepts a search description of 120 to 160 characters, and refuses one character less or more, saying how many', () => {
    expect(said(description(), text(120))).toEqual([]);
    expect(said(description(), text(160))).toEqual([]);
    expect(said(description(), text(119))).toEqual([{ path: [], message: '119 caractères : de 120 à 160 caractères (pour tenir entière dans les résultats de recherche).' }]);
    expect(said(description(), text(161))).toEqual([{ path: [], message: '161 caractères : de 120 à 160 caractères (pour tenir entière dans les résultats de recherche).' }]);
  });

  it('counts a text as typed, the spaces pasted around it left out', () => {
    expect(said(description(), `  ${text(160)}\n`)).toEqual([]);
  });

  it('says « at most » of a short title, which has no minimum', () => {
    const title = kit().line('fr', SHORT_TITLE);
    expect(said(title, text(57))).toEqual([]);
    expect(said(title, text(58))).toEqual([{ path: [], message: "58 caractères : 57 caractères au plus (pour tenir dans l'onglet du navigateur et les partages)." }]);
  });

  it('gives the editor a pattern that accepts what the build accepts, and says it in the same words', () => {
    const [source, words] = unwrap(kit().line('fr', SEARCH_DESCRIPTION)).meta.pattern ?? ['', ''];
    const pattern = new RegExp(source);
    expect([119, 120, 160, 161].map((length) => pattern.test(text(length)))).toEqual([false, true, true, false]);
    expect(words).toBe('De 120 à 160 caractères (pour tenir entière dans les résultats de recherche).');
    const [shortSource, shortWords] = unwrap(kit().line('fr', SHORT_TITLE)).meta.pattern ?? ['', ''];
    expect([0, 57, 58].map((length) => new RegExp(shortSource).test(text(length)))).toEqual([true, true, false]);
    expect(shortWords).toBe("57 caractères au plus (pour tenir dans l'onglet du navigateur et les partages).");
  });

  it('refuses a text of blanks with the one message for an empty text, and reads a number typed as a title as that text', () => {
    expect(said(kit().line('fr'), '   ')).toEqual([{ path: [], message: 'ce texte est vide : écrivez-le.' }]);
    expect(kit().line('fr').parse(2024)).toBe('2024');
  });
});

describe('advice on an article’s text', () => {
  const advised = () => kit().markdown('fr', () => 'article court (120 mots)');

  it('is a warning the file is kept with, not a refusal', () => {
    const result = advised().safeParse('Un texte.', { reportInput: true, error: frenchIssue });
    expect(result.error?.issues.map((issue) => [issue.message, isAdvice(issue)])).toEqual([['article court (120 mots)', true]]);
  });

  it('is not given when the loader reads the file again for its data, and is given again after', () => {
    expect(withoutAdvice(() => advised().safeParse('Un texte.').success)).toBe(true);
    expect(advised().safeParse('Un texte.').success).toBe(false);
  });

  it('leaves a refusal a refusal', () => {
    expect(kit().line('fr').safeParse('').error?.issues.map(isAdvice)).toEqual([false]);
  });
});

describe('an hour', () => {
  it('refuses « 8h », « 24:00 », a minute past 59 and a digit too many, saying how to write it', () => {
    for (const typed of ['8h', '24:00', '8:00', '18:60', '108:00', '08:001', '2a:00', '08:0a']) {
      expect(said(kit().time, typed)).toEqual([{ path: [], message: `« ${typed} » n'est pas une heure. Écrivez-la HH:MM sur 24 heures, par exemple 08:00 ou 18:30.` }]);
    }
  });

  it('accepts every hour of the day written HH:MM', () => {
    for (const typed of ['00:00', '08:30', '19:59', '20:00', '23:59']) expect(kit().time.parse(typed)).toBe(typed);
  });
});

describe('an amount in FCFA', () => {
  it('left empty is told so, with how to write one', () => {
    expect(said(kit().fcfa, '')).toEqual([{ path: [], message: 'le montant est vide. Écrivez le montant en chiffres, par exemple 15000 ou 15 000.' }]);
  });

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

  it('takes as a file name lower-case words joined by single hyphens, and nothing around them', () => {
    for (const typed of ['soins', 'soins-a-domicile', 'infirmier-2']) expect(kit().slug.safeParse(typed).success, typed).toBe(true);
    for (const typed of ['soins--a-domicile', '-soins', 'soins-', 'les soins', 'soins à', 'soins-à-domicile']) expect(kit().slug.safeParse(typed).success, typed).toBe(false);
  });

  it('refuses a web address that is not https, saying how it must start', () => {
    expect(said(kit().url, 'http://facebook.com/aideetvie')).toEqual([
      { path: [], message: "« http://facebook.com/aideetvie » n'est pas une adresse web : elle doit commencer par https://." },
    ]);
  });

  it('takes a web address only whole: a host with its dot, no space, nothing before it', () => {
    for (const typed of ['https://facebook.com/aideetvie', 'https://wa.me/237699000000']) expect(kit().url.safeParse(typed).success, typed).toBe(true);
    for (const typed of ['https://facebook', 'https://.com', 'https://face book.com', 'voir https://facebook.com', 'https://facebook.com/aide etvie', 'https://facebook.com ']) {
      expect(kit().url.safeParse(typed).success, typed).toBe(false);
    }
  });

  it('refuses an e-mail address without its domain', () => {
    expect(said(kit().email, 'contact@centre')).toEqual([{ path: [], message: "« contact@centre » n'est pas une adresse e-mail." }]);
  });
});

describe('the editor’s check as staff type', () => {
  it.each([
    ['an hour', 'time', ['08:00', '23:59', '8:00', '24:00', '08:001', '8h'], 'Une heure HH:MM sur 24 heures, par exemple 08:00 ou 18:30.'],
    ['a web address', 'url', ['https://facebook.com/aideetvie', 'http://facebook.com', 'https://facebook', 'voir https://x.cm'], 'Une adresse web qui commence par https://.'],
    ['an e-mail', 'email', ['contact@centre.cm', 'Contact@Centre.CM', 'contact@centre', 'contact centre@x.cm'], 'Une adresse e-mail, par exemple contact@centre.cm.'],
  ] as const)('accepts %s exactly when the build does, and says what to write', (_, kind, samples, words) => {
    const schema = kit()[kind];
    const [source, said] = unwrap(schema).meta.pattern ?? ['', ''];
    // Decap reads the pattern without flags.
    const editor = new RegExp(source);
    for (const typed of samples) expect(editor.test(typed), typed).toBe(schema.safeParse(typed).success);
    expect(samples.some((typed) => schema.safeParse(typed).success)).toBe(true);
    expect(said).toBe(words);
  });
});

describe('a picture', () => {
  it('whose file is not there is refused at its file, so the build names the field « Fichier »', () => {
    const issues = said(kit(['/media/absente.jpg']).image, { src: '/media/absente.jpg', alt: { fr: 'Une infirmière', en: 'A nurse' } });
    expect(issues).toEqual([{ path: ['src'], message: "l'image /media/absente.jpg n'existe pas." }]);
  });
});
