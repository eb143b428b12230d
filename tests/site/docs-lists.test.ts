import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTCOME_WORDS } from '../../gateway/src/inbox/outcome-words';
import { GATEWAY_SETTING_ROWS, NUMBER_SETTINGS, type SettingUnit } from '@/lib/gateway-settings';
import type { Locale } from '@/lib/i18n';
import { KEEP_DAYS } from '@/lib/request/keeping';
import { KIND_NAMES, REQUEST_KINDS } from '@/lib/request/kinds';
import { isFormless } from '@/lib/request/values';

/*
 * What prose must list is held to the tables it lists (issue 79). The privacy page (both languages), the README
 * and the staff guide name every kind of request (by its name in the inbox: lib/request/kinds/<kind>.ts, inbox)
 * and every outcome of a call (as the inbox's buttons say it: gateway/src/inbox/outcome-words.ts), or this names
 * what each one misses. And a number that is a setting of a time (a gateway's row of lib/gateway-settings.ts whose
 * unit is one: UNCLAIMED_MINUTES, CLAIM_HOURS, JUNK_HOURS, DONE_KEEP_DAYS…; and the site's KEEP_DAYS) is said beside
 * its name, as its default (« le réglage `UNCLAIMED_MINUTES`, 10 par défaut »): wherever the docs name a setting, the numbers of its unit said in the same
 * sentence are its default, and the staff guide says none of them without naming it.
 */

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The files that list the kinds and the outcomes, each in its language. */
const LISTS: { path: string; locale: Locale; pagesOnly?: true }[] = [
  { path: 'content/legal/fr/privacy.md', locale: 'fr' },
  { path: 'content/legal/en/privacy.md', locale: 'en' },
  { path: 'README.md', locale: 'en' },
  // The staff guide is being rewritten as task cards by its own engineer: « Message WhatsApp » (issue 82) comes with
  // its card (team note w82thread); until then it names the kinds a page sends.
  { path: 'docs/guide-du-personnel.md', locale: 'fr', pagesOnly: true },
];

// Markdown's typography as staff type it or the build writes it: any space, and « » or “ ” around a name.
const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text names a word, as a word (« Rappel », not « rappeler »; case aside). */
const names = (text: string, name: string) => new RegExp(`(?<![\\p{L}-])${escape(name)}(?![\\p{L}-])`, 'iu').test(text);

describe('the kinds of request and the outcomes of a call, wherever prose lists them', () => {
  for (const { path, locale, pagesOnly } of LISTS) {
    it(`${path} lists every kind of request in one place, and names every outcome of a call`, () => {
      const text = read(path);
      const kinds = KIND_NAMES.filter((kind) => !(pagesOnly && isFormless(kind))).map((kind) => REQUEST_KINDS[kind].inbox.label[locale]);
      // Where it lists them: a paragraph or an item that names the most kinds; each kind missing there is named.
      const places = text.split(/\n\s*\n|\n(?=\s*- )/).map(spaced);
      const best = places.reduce((most, place) => (kinds.filter((kind) => names(place, kind)).length > kinds.filter((kind) => names(most, kind)).length ? place : most), '');
      const outcomes = Object.values(OUTCOME_WORDS[locale].results).filter((name) => !spaced(text).includes(name));
      expect(
        { kinds: kinds.filter((kind) => !names(best, kind)), outcomes },
        `${path}: name each where it lists them (${best.slice(0, 100)}…)`,
      ).toEqual({ kinds: [], outcomes: [] });
    });
  }
});

/** A setting of a time: its name, its default and its unit, as its row says (lib/gateway-settings.ts). */
interface TimeSetting {
  name: string;
  value: number;
  unit: 'seconds' | 'minutes' | 'hours' | 'days';
}

const isTime = (unit: SettingUnit): unit is TimeSetting['unit'] => unit === 'seconds' || unit === 'minutes' || unit === 'hours' || unit === 'days';

/** The gateway's settings of a time, from their rows; and how long a device keeps a request, the site's own. */
const SETTINGS: TimeSetting[] = [
  ...NUMBER_SETTINGS.flatMap((name) => {
    const { unit, default: value } = GATEWAY_SETTING_ROWS[name];
    return isTime(unit) ? [{ name, unit, value }] : [];
  }),
  { name: 'KEEP_DAYS', value: KEEP_DAYS, unit: 'days' },
];

/** How prose writes a number of each unit, in both languages. */
const UNIT_WORDS: Record<TimeSetting['unit'], string> = {
  seconds: 'secondes?|seconds?|s',
  minutes: 'minutes?|min',
  hours: 'heures?|hours?',
  days: 'jours?|days?',
};

/** The sentences of a text: a table's row, a list's item, or a sentence of a paragraph. */
const sentencesOf = (text: string) =>
  text
    .split(/\n(?=\s*(?:\||- |\d+\. |#|\n))/)
    .flatMap((block) => spaced(block).split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý«*`(-])/u))
    .filter((sentence) => sentence.trim() !== '');

/** The numbers a sentence gives a setting: « `NAME` (10) », « `NAME` (10 par défaut) », « `NAME`, 10 par défaut », « 10 minutes (le réglage `NAME` », « 10 minutes (`NAME` ». */
function numbersSaidOf(sentence: string, { name, unit }: TimeSetting): number[] {
  const named = '`?' + name + '`?';
  return [
    ...sentence.matchAll(new RegExp(`${named} ?[(,] ?(\\d+)(?: (?:par défaut|by default))?\\b`, 'gu')),
    ...sentence.matchAll(new RegExp(`(?<![\\d:.,])(\\d+) (?:${UNIT_WORDS[unit]})\\b[^\\d()]{0,40}\\((?:le réglage |the setting )?${named}`, 'giu')),
  ].map((match) => Number(match[1]));
}

/** Numbers of the staff guide that are not the gateway's settings, though one has the same figure. */
const NOT_SETTINGS = [
  // The editor's « Publier »: the host's build takes minutes.
  'Pas encore en ligne après 10 min',
  // The list « Rendez-vous »: the week after tomorrow (issue 77), not how long a device keeps a request.
  'Les 7 jours suivants',
];

function docs(): string[] {
  const under = (folder: string): string[] =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name === 'records' ? [] : under(`${folder}/${entry.name}`)) : entry.name.endsWith('.md') ? [`${folder}/${entry.name}`] : [],
    );
  return ['README.md', ...under('docs')];
}

describe('the numbers that are settings, as the docs say them', () => {
  it('reads the defaults of the settings of a time (UNCLAIMED_MINUTES 10, CLAIM_HOURS 2, JUNK_HOURS 24, DONE_KEEP_DAYS 30…)', () => {
    expect(Object.fromEntries(SETTINGS.map(({ name, value }) => [name, value]))).toMatchObject({ UNCLAIMED_MINUTES: 10, CLAIM_HOURS: 2, JUNK_HOURS: 24, DONE_KEEP_DAYS: 30, KEEP_DAYS: 7 });
  });

  it('says a setting’s default where it gives it a number', () => {
    const wrong = docs().flatMap((path) =>
      sentencesOf(read(path)).flatMap((sentence) =>
        SETTINGS.filter(({ name }) => new RegExp(`\\b${name}\\b`).test(sentence)).flatMap((setting) =>
          numbersSaidOf(sentence, setting)
            .filter((number) => number !== setting.value)
            .map((number) => `${path}: ${setting.name} is ${setting.value} by default, said ${number}: « ${sentence.slice(0, 160)} »`),
        ),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('the staff guide says no number of a setting without naming it, for the centre may have set another', () => {
    const bare = sentencesOf(read('docs/guide-du-personnel.md')).flatMap((sentence) =>
      SETTINGS.filter(({ name, value, unit }) => !sentence.includes(name) && !NOT_SETTINGS.some((other) => sentence.includes(other)) && new RegExp(`(?<![\\d:.,])${value}[ ](?:${UNIT_WORDS[unit]})\\b(?! ?\\d)`, 'iu').test(sentence)).map(
        ({ name, value, unit }) => `${value} ${unit} (${name}): « ${sentence.slice(0, 160)} »`,
      ),
    );
    expect(bare, 'name the setting beside it: « (le réglage `NAME`, N par défaut) »').toEqual([]);
  });
});
