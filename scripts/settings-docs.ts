/*
 * The gateway's settings as the docs and `.env.example` list them, written from their one table
 * (lib/gateway-settings.ts) between two markers in each file: run it after changing a row (`npm run settings:docs`);
 * tests/gateway/settings-docs.test.ts fails, naming the row, while a file is out of date.
 *
 *   docs/gateway-settings.md   every setting: what it does, its default, bounds and unit, whether the site says it
 *   .env.example               the gateway's part: each name, a comment from its row, an example where one helps
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_NUMBERS, GATEWAY_SETTINGS, isNumberRow, SAID_NAMES, SETTING_AREAS, settingRow, SITE_SAYS, type NumberRow, type NumberSettingName, type SaidName, type SettingName, type SettingRow } from '../lib/gateway-settings';
import { membersOf } from '../lib/closed-set';
import { locales } from '../lib/i18n';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A file's generated block: its markers, and how the block is written. */
interface Generated {
  path: string;
  begin: string;
  end: string;
  block: () => string[];
}

/** Values a probe tries: the row's bounds, around its default, and hours of a day's parts. */
const probes = (row: NumberRow) => [row.min, row.default - 1, row.default + 1, row.default * 2, row.max ?? row.default * 10, 6, 13, 19].filter((value) => value >= row.min && value <= (row.max ?? Infinity) && value !== row.default);

/** The site's words (SITE_SAYS) that change with a number setting: what the site says of it. */
export function saidBy(name: NumberSettingName): SaidName[] {
  const row = settingRow(name) as NumberRow;
  return SAID_NAMES.filter((said) =>
    probes(row).some((value) => locales.some((locale) => SITE_SAYS[said][locale]({ ...DEFAULT_NUMBERS, [name]: value }) !== SITE_SAYS[said][locale](DEFAULT_NUMBERS))),
  );
}

const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function bounds(row: NumberRow): string {
  if (row.max === undefined) return `${row.min} or more`;
  return `${row.min} to ${row.max}${row.overMax ? ` (more reads as ${row.max})` : ''}`;
}

/** The « Default » cell: the value and unit, the bounds; or the text, or what happens without it. */
function defaultOf(row: SettingRow): string {
  if (isNumberRow(row)) return `${grouped(row.default)} ${row.unit}; ${bounds(row)}`;
  if (row.default) return `\`${row.default}\``;
  return row.unset ? `none: ${row.unset}` : 'unset';
}

const tableCell = (text: string) => text.replace(/\|/g, '\\|');

function docRow(name: SettingName): string {
  const row = settingRow(name);
  const secret = !isNumberRow(row) && row.secret ? ' (secret)' : '';
  const said = isNumberRow(row) && row.site ? `; **the site says it** (${saidBy(name as NumberSettingName).map((one) => `\`{passerelle.${one}}\``).join(', ')}): a value it would say otherwise is refused` : '';
  return `| \`${name}\`${secret} | ${tableCell(row.doc + said)} | ${tableCell(defaultOf(row))} |`;
}

/** The docs' table: a heading per area, a row per setting. */
export function docsBlock(): string[] {
  return membersOf(SETTING_AREAS).flatMap((area) => {
    const names = GATEWAY_SETTINGS.filter((name) => settingRow(name).area === area);
    return names.length === 0 ? [] : [`### ${SETTING_AREAS[area]}`, '', '| Setting | | Default |', '| --- | --- | --- |', ...names.map(docRow), ''];
  });
}

/** A row's sentence as a comment: links become their target's name, lines wrapped at 118 characters. */
function comment(text: string): string[] {
  const plain = text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, label: string, target: string) => (label === target ? `docs/${target}` : `${label}, docs/${target}`)).replace(/\*\*/g, '');
  const lines: string[] = [];
  for (const word of plain.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 118) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`# ${word}`);
  }
  return lines;
}

/** `.env.example`'s gateway part: each setting's comment and line, a secret never with a value. */
export function envBlock(): string[] {
  return GATEWAY_SETTINGS.flatMap((name) => {
    const row = settingRow(name);
    const said = isNumberRow(row) && row.site ? ' The site says it to families: a value it would say otherwise is refused.' : '';
    const secret = !isNumberRow(row) && row.secret ? ' A secret: `wrangler secret put`.' : '';
    const otherwise = isNumberRow(row) || row.default ? `Default: ${defaultOf(row)}.` : row.unset ? `Unset: ${row.unset}.` : '';
    return [...comment(`${name}: ${row.doc}. ${otherwise}${said}${secret}`.trim()), `${name}=${!isNumberRow(row) && row.example ? row.example : ''}`];
  });
}

export const GENERATED: Generated[] = [
  { path: 'docs/gateway-settings.md', begin: '<!-- settings:begin: written by `npm run settings:docs` from lib/gateway-settings.ts -->', end: '<!-- settings:end -->', block: docsBlock },
  { path: '.env.example', begin: '# settings:begin: written by `npm run settings:docs` from lib/gateway-settings.ts', end: '# settings:end', block: envBlock },
];

/** The lines between a file's markers, or null when they are not there once each. */
export function blockIn(text: string, { begin, end }: Pick<Generated, 'begin' | 'end'>): string[] | null {
  const lines = text.split('\n');
  const from = lines.indexOf(begin);
  const to = lines.indexOf(end);
  if (from < 0 || to < from || lines.lastIndexOf(begin) !== from || lines.lastIndexOf(end) !== to) return null;
  return lines.slice(from + 1, to);
}

/** The file with its block written again. */
export function withBlock(text: string, generated: Generated): string {
  const lines = text.split('\n');
  const from = lines.indexOf(generated.begin);
  const to = lines.indexOf(generated.end);
  if (from < 0 || to < from) throw new Error(`${generated.path}: its markers « ${generated.begin} » and « ${generated.end} » are missing`);
  return [...lines.slice(0, from + 1), ...generated.block(), ...lines.slice(to)].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const generated of GENERATED) {
    const path = join(ROOT, generated.path);
    const before = readFileSync(path, 'utf8');
    const after = withBlock(before, generated);
    if (after !== before) writeFileSync(path, after);
    console.log(`${generated.path}: ${after === before ? 'up to date' : 'written'}`);
  }
}
