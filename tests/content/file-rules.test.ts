import { join } from 'node:path';
import type * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { diskSource } from '@/content/load/disk';
import { ContentFiles } from '@/content/load/files';
import { formatProblem } from '@/content/load/problems';
import { editorSchemas } from '@/content/schema/files';
import { SERVICE } from './content-cases';
import { projectDir, sourceContentDir } from './content-fixture';

/*
 * Rules of one file as staff meet them in the editor and the build: the centre's hours and closures
 * (content/schema/hours.ts), a service's places in its lists. The file parsed the way the loader parses it
 * (ContentFiles.parse: the field's name in the editor's words, the French message; the editor's schemas, which pass a
 * text as typed, where the build's format it), without loading
 * the rest of content/ (a fraction of a second, where a bad file of tests/content/content-cases.ts loads the whole
 * content twice); the shipped file, whatever staff made of it, with one change.
 */

type Schemas = ReturnType<typeof editorSchemas>;
type Centre = Record<string, unknown> & { hours: { appointments: unknown[] } };
type Service = Record<string, unknown>;

/**
 * `file` with `change` made to it: the build's messages (none when it loads) and what pages get. The schemas are
 * built in the test, not as the file loads, where the mutation bench could not switch a change of them on first.
 */
function fileWith<K extends 'centre' | 'service', T>(file: string, kind: K, change: (data: T) => void) {
  const schema: Schemas[K] = editorSchemas()[kind];
  const files = new ContentFiles(diskSource(sourceContentDir, join(projectDir, 'public')));
  const data = structuredClone(files.yaml(file)) as T;
  change(data);
  const loaded = files.parse(schema, data, `content/${file}`) as z.output<Schemas[K]> | undefined;
  return { loaded, messages: files.problems.errors.map(formatProblem) };
}

const centreWith = (change: (centre: Centre) => void) => fileWith('settings/centre.yml', 'centre', change);

const closure = (from: string, to?: string) => ({ from, ...(to ? { to } : {}), reason: { fr: 'Inventaire annuel', en: 'Annual stocktaking' } });

describe('a closure', () => {
  it('whose last day is before its first is refused, both days named in French, at the field to correct', () => {
    const { loaded, messages } = centreWith((centre) => (centre.closures = [closure('2027-03-10', '2027-03-08')]));
    expect(loaded).toBeUndefined();
    // The days as a page writes them, with no-break spaces (« 8 mars 2027 » never wraps).
    expect(messages).toEqual([
      "content/settings/centre.yml → fermeture n°1 › dernier jour : le dernier jour (8\u00A0mars\u00A02027) est avant le premier (10\u00A0mars\u00A02027) : corrigez l'une des deux dates.",
    ]);
  });

  it('of one day, its last day left empty, closes that day only; one of three days and one that ends the day it starts keep their last day', () => {
    const { loaded, messages } = centreWith(
      (centre) => (centre.closures = [closure('2027-03-10'), closure('2027-04-05', '2027-04-07'), closure('2027-05-20', '2027-05-20')]),
    );
    expect(messages).toEqual([]);
    expect(loaded?.closures.map(({ from, to }) => [from, to])).toEqual([
      ['2027-03-10', '2027-03-10'],
      ['2027-04-05', '2027-04-07'],
      ['2027-05-20', '2027-05-20'],
    ]);
  });
});

describe('a row of hours', () => {
  it('with days but no closing hour is told it needs both hours, or a text instead', () => {
    const { messages } = centreWith((centre) => {
      centre.hours.appointments[0] = { label: { fr: 'Lundi', en: 'Monday' }, days: ['Monday'], opens: '08:00' };
    });
    expect(messages).toEqual([
      'content/settings/centre.yml → horaires › rendez-vous et rappels n°1 : une ligne d’horaires a soit des jours avec une heure d’ouverture et de fermeture, soit un texte (par exemple « Urgences uniquement »).',
    ]);
  });

  it('that closes before it opens, or when it opens, is refused at « fermeture » with both hours in French; one that closes a minute after it opens is kept', () => {
    const typed = [
      { opens: '18:00', closes: '08:00', said: "l'heure de fermeture (8\u00A0h) vient avant l'heure d'ouverture (18\u00A0h)" },
      { opens: '08:00', closes: '08:00', said: "l'heure de fermeture (8\u00A0h) vient avant l'heure d'ouverture (8\u00A0h)" },
    ];
    for (const { opens, closes, said } of typed) {
      const { loaded, messages } = centreWith((centre) => {
        centre.hours.appointments[0] = { label: { fr: 'Lundi', en: 'Monday' }, days: ['Monday'], opens, closes };
      });
      expect(loaded).toBeUndefined();
      expect(messages).toEqual([`content/settings/centre.yml → horaires › rendez-vous et rappels n°1 › fermeture : ${said}, ou la même : corrigez l'une des deux heures.`]);
    }
    const { messages } = centreWith((centre) => {
      centre.hours.appointments[0] = { label: { fr: 'Lundi', en: 'Monday' }, days: ['Monday'], opens: '08:00', closes: '08:01' };
    });
    expect(messages).toEqual([]);
  });

  it('of the carers’ visits that ends before it starts is refused the same way', () => {
    const { messages } = centreWith((centre) => {
      (centre.hours as Record<string, unknown>).homeCare = { opens: '19:30', closes: '07:00' };
    });
    expect(messages).toEqual([
      "content/settings/centre.yml → horaires › soins à domicile › fermeture : l'heure de fermeture (7\u00A0h) vient avant l'heure d'ouverture (19\u00A0h\u00A030), ou la même : corrigez l'une des deux heures.",
    ]);
  });
});

describe('a service’s place in a list', () => {
  it('typed as a word or with a decimal point is refused as a place, « 1 pour la première »', () => {
    for (const place of ['deuxième', 1.5]) {
      const { messages } = fileWith(SERVICE, 'service', (service: Service) => (service.footer = [{ label: { fr: 'Kinésithérapie', en: 'Physiotherapy' }, icon: 'walk', place }]));
      expect(messages).toEqual([`content/${SERVICE} → bas de page n°1 › place : « ${place} » n'est pas une place : écrivez un nombre entier, 1 pour la première.`]);
    }
  });
});

describe('a price', () => {
  it('of a range whose maximum is its amount is accepted, as « de 15 000 à 15 000 FCFA » is no mistake', () => {
    const { loaded, messages } = fileWith(SERVICE, 'service', (service: Service & { prices: Record<string, unknown>[] }) => {
      service.prices[0] = { ...service.prices[0], min: 15000, max: 15000 };
    });
    expect(messages).toEqual([]);
    expect(loaded?.prices[0]).toMatchObject({ min: 15000, max: 15000 });
  });
});
