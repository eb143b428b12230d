import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalPages } from '@/content/legal';
import { GATEWAY_PLACEHOLDERS } from '@/content/load/placeholders';
import { DEFAULT_NUMBERS, GATEWAY_SETTING_ROWS, NUMBER_SETTINGS, SAID_NAMES, siteSays } from '@/lib/gateway-settings';
import { locales } from '@/lib/i18n';
import { blockIn, GENERATED, saidBy } from '../../scripts/settings-docs';

/*
 * The gateway's settings are one table (lib/gateway-settings.ts, issue 84): what lists them is written from it, and
 * what the site says of them follows it. Each failure names the row and the step: a file to write again, a row to
 * mark, a page to quote.
 */

/** The setting a line of a generated block begins: a table's row (`NAME`), a comment (# NAME:) or a line (NAME=). */
const nameIn = (line: string) => /^\| `([A-Z0-9_]+)`|^# ([A-Z0-9_]+):|^([A-Z0-9_]+)=/.exec(line)?.slice(1).find(Boolean);

/** The lines of a block that differ from the other's, each named by the setting it is about (a comment's later lines: the setting it began with). */
function differing(lines: string[], other: string[]): string[] {
  const others = new Set(other);
  let current: string | undefined;
  return lines.flatMap((line) => {
    current = nameIn(line) ?? (line.startsWith('# ') ? current : undefined);
    return others.has(line) ? [] : [current ?? `« ${line.slice(0, 60)} »`];
  });
}

describe('what lists the settings, written from their table', () => {
  for (const generated of GENERATED) {
    it(`${generated.path} lists every row as the table says it`, () => {
      const block = blockIn(readFileSync(generated.path, 'utf8'), generated);
      expect(block, `${generated.path}: its markers, once each (« ${generated.begin} », « ${generated.end} »)`).not.toBeNull();
      const expected = generated.block();
      const differs = [...new Set([...differing(expected, block ?? []), ...differing(block ?? [], expected)])];
      const inOrder = differs.length === 0 && block?.join('\n') === expected.join('\n');
      expect({ differs, inOrder }, `${generated.path} is not as lib/gateway-settings.ts says: run \`npm run settings:docs\``).toEqual({ differs: [], inOrder: true });
    });
  }
});

describe('what the site says of a setting', () => {
  it('is said by the rows marked `site`, and by no other: a value the site does not say is refused by them alone', () => {
    const wrong = NUMBER_SETTINGS.flatMap((name) => {
      const said = saidBy(name);
      if (GATEWAY_SETTING_ROWS[name].site && said.length === 0) return [`${name} is marked \`site\`, but no words of SITE_SAYS change with it: write them, or unmark it`];
      if (!GATEWAY_SETTING_ROWS[name].site && said.length > 0) return [`${name}: the site says it (${said.map((one) => `{passerelle.${one}}`).join(', ')}): mark its row \`site: true\`, so that the gateway refuses a value the site does not say`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('each of its words reads a setting marked `site`', () => {
    const moved = new Set(NUMBER_SETTINGS.flatMap(saidBy));
    expect(SAID_NAMES.filter((name) => !moved.has(name)).map((name) => `{passerelle.${name}} changes with no setting: it is no setting's word`)).toEqual([]);
  });

  it('is on the privacy page in both languages, in the table’s words (« la veille du rendez-vous, le matin », « 30 jours »)', () => {
    for (const locale of locales) {
      const source = readFileSync(`content/legal/${locale}/privacy.md`, 'utf8');
      expect(GATEWAY_PLACEHOLDERS.filter((name) => !source.includes(`{${name}}`)), `content/legal/${locale}/privacy.md quotes each`).toEqual([]);
      const page = JSON.stringify(legalPages[locale].privacy);
      for (const words of Object.values(siteSays(DEFAULT_NUMBERS, locale))) expect(page, locale).toContain(JSON.stringify(words).slice(1, -1));
    }
  });
});
