import type { Locale } from '@/lib/i18n';
import { typeset } from '@/lib/typography';
import type { Report } from '../schema/kit';

/*
 * Every text staff type, on its way to a page: its {placeholders} filled in, its typography set, and
 * HTML tags refused. A placeholder quotes a fact that has one owner (a phone number, the founder's
 * name, the hours…) so that no text ever holds a copy of it: content/load/placeholders.ts lists them.
 */

/** {name} or {name.part}: what staff type to quote a fact. */
const PLACEHOLDER = /\{([^{}\n]{1,40})\}/g;

// Private-use characters hold each value's place while the typography runs, so a value (an e-mail,
// an address) is never retouched by it.
const HOLD_START = '\uE000';
const HOLD_END = '\uE001';
const HELD = /\uE000(\d+)\uE001/g;

const TAG = /<\/?[a-z][^>]*>|<!--/i;

export interface TextOptions {
  /** Plain fields are one paragraph: their line breaks become spaces. Markdown keeps its own. */
  singleLine: boolean;
}

/** The values placeholders stand for, per language (an empty table when none is allowed). */
export type PlaceholderValues = Record<Locale, ReadonlyMap<string, string>>;

export function formatText(value: string, locale: Locale, values: PlaceholderValues, report: Report, { singleLine }: TextOptions): string {
  const tag = TAG.exec(value);
  if (tag) {
    report(`du code HTML (${tag[0].slice(0, 40)}) n'est pas accepté : écrivez le texte sans balises < >.`);
  }
  const table = values[locale];
  const held: string[] = [];
  const withHolds = value.replace(PLACEHOLDER, (whole, key: string) => {
    const known = table.get(key.trim());
    if (known === undefined) {
      const names = [...table.keys()].map((name) => `{${name}}`).join(', ');
      report(
        names
          ? `${whole} n'est pas un renvoi connu. Les renvois possibles sont : ${names}.`
          : `${whole} : les renvois entre accolades ne sont pas acceptés dans ce fichier.`,
      );
      return whole;
    }
    held.push(known);
    return `${HOLD_START}${held.length - 1}${HOLD_END}`;
  });
  const flat = singleLine ? withHolds.trim().replace(/\s*\n\s*/g, ' ') : withHolds;
  return typeset(flat, locale).replace(HELD, (_, index: string) => held[Number(index)] ?? '');
}
