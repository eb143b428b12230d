import { DEFAULT_NUMBERS, GATEWAY_SETTING_ROWS, NUMBER_SETTINGS, SAID_NAMES, SITE_SAYS, type NumberSettingName, type SettingNumbers, type TextSettingName } from '@/lib/gateway-settings';
import { locales } from '@/lib/i18n';
import type { SettingName, SettingsEnv } from './settings-names';

/*
 * Reading one setting as meant (settings.ts gathers them): a number by its row of lib/gateway-settings.ts (its
 * default, bounds and whether the site says it), an origin, a list of origins, the staff's names, Cloudflare Access's
 * three. What cannot be read as meant is said, not guessed: a problem's words for the console, which stop the gateway
 * or close the inbox (settings.ts), or a number refused for its default.
 */

export const text = (env: SettingsEnv, name: SettingName) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');

/** A text setting, or its row's default when unset. */
export const textOrDefault = (env: SettingsEnv, name: TextSettingName) => text(env, name) || GATEWAY_SETTING_ROWS[name].default;

const quote = (typed: string) => `«\u00A0${typed}\u00A0»`;
/** What was typed for a number, as the console may show it: a long text (a key pasted in the wrong box) only by its length. */
const typedShown = (typed: string) => (typed.length <= 12 ? quote(typed) : `a text of ${typed.length} characters`);

/** A number as its row reads it: the value, or its default and why the typed one was refused. */
function readNumber(env: SettingsEnv, name: NumberSettingName): { value: number; refused?: string } {
  const typed = text(env, name);
  const row = GATEWAY_SETTING_ROWS[name];
  if (!typed) return { value: row.default };
  const value = Number(typed);
  const max = 'max' in row ? row.max : Number.POSITIVE_INFINITY;
  if (Number.isInteger(value) && value >= row.min && value <= max) return { value };
  if (Number.isInteger(value) && value > max && 'overMax' in row) return { value: max, refused: `${name}: ${typedShown(typed)} is over ${max}: ${max} is used.` };
  const bounds = max === Number.POSITIVE_INFINITY ? `of ${row.min} or more` : `from ${row.min} to ${max}`;
  return { value: row.default, refused: `${name}: ${typedShown(typed)} is not a whole number ${bounds}: ${row.default} is used.` };
}

/**
 * Every number setting, and what was refused: a value unreadable or out of bounds, and a value of a row the site says
 * (`site`) that would change what the site says to families (lib/gateway-settings.ts, SITE_SAYS): the privacy page
 * says the table's, so the gateway does the table's. A value the site says the same way (REMINDER_HOUR 9, « le matin »
 * as 10) is taken.
 */
export function readNumbers(env: SettingsEnv): { numbers: SettingNumbers; refused: string[] } {
  const numbers: Partial<Record<NumberSettingName, number>> = {};
  const refused: string[] = [];
  for (const name of NUMBER_SETTINGS) {
    const read = readNumber(env, name);
    if (read.refused) refused.push(read.refused);
    const row = GATEWAY_SETTING_ROWS[name];
    const unsaid = row.site ? wordsChanged({ ...DEFAULT_NUMBERS, [name]: read.value }) : [];
    if (unsaid.length > 0) refused.push(`${name}: ${read.value}, but the site says ${row.default} (${unsaid.join(', ')}): ${row.default} is used. Change its row in lib/gateway-settings.ts, and the site says it at its next build.`);
    numbers[name] = unsaid.length > 0 ? row.default : read.value;
  }
  return { numbers: numbers as SettingNumbers, refused };
}

/** What the site would say otherwise with these values than with the table's, in either language: « {passerelle.rappel}, « la veille du rendez-vous, le matin » ». */
function wordsChanged(values: SettingNumbers): string[] {
  return SAID_NAMES.filter((name) => locales.some((locale) => SITE_SAYS[name][locale](values) !== SITE_SAYS[name][locale](DEFAULT_NUMBERS))).map(
    (name) => `{passerelle.${name}}, ${quote(SITE_SAYS[name].fr(DEFAULT_NUMBERS))}`,
  );
}

/** The inbox's public address, for a notice's button: https (http on this machine alone, for the tests), its path kept; '' otherwise. */
export function inboxUrlOf(typed: string): string {
  try {
    const url = new URL(typed);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return (url.protocol === 'https:' || (url.protocol === 'http:' && local)) && !url.username && !url.password && !url.search && !url.hash ? url.href : '';
  } catch {
    return '';
  }
}

/** An origin as browsers send it, from a URL typed with its scheme (a trailing slash allowed), or null. */
export function originOf(typed: string): string | null {
  try {
    const url = new URL(typed);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === 'https:' || url.protocol === 'http:') && bare && typed.toLowerCase().startsWith(`${url.protocol}//`) ? url.origin : null;
  } catch {
    return null;
  }
}

const entries = (list: string) =>
  list
    .split(',')
    .map((one) => one.trim())
    .filter(Boolean);

/** A list of origins as the browser sends them (scheme, host, port; no path, no trailing slash): what is not one is dropped. */
export function readOrigins(list: string): string[] {
  return entries(list).flatMap((one) => {
    const origin = originOf(one);
    return origin ? [origin] : [];
  });
}

const quoted = (items: string[]) => items.map((one) => `«\u00A0${one}\u00A0»`).join(', ');

/** Entries that are not full origins: `www.aide-et-vie.cm:443` or `localhost:3000` read as a scheme of their own, whose origin is « null ». */
export function originProblems(list: string): string[] {
  const bad = entries(list).filter((one) => originOf(one) === null);
  return bad.length === 0
    ? []
    : [`ALLOWED_ORIGINS: ${quoted(bad)} ${bad.length === 1 ? 'is not a full origin' : 'are not full origins'} (scheme, host and port if any, as https://www.aide-et-vie.cm). The gateway serves nobody until it is fixed.`];
}

/** `awa@centre.cm=Awa,paul@centre.cm=Paul`: each address (lower case) and the first name shown for it. */
export function readStaffNames(list: string): { staff: Map<string, string>; bad: string[] } {
  const staff = new Map<string, string>();
  const bad: string[] = [];
  for (const entry of entries(list)) {
    const [email = '', name = '', ...more] = entry.split('=').map((one) => one.trim());
    if (more.length > 0 || !/^[^\s@]+@[^\s@]+$/.test(email) || !name || name.length > 40 || name.includes('@')) bad.push(entry);
    else staff.set(email.toLowerCase(), name);
  }
  return { staff, bad };
}

export interface AccessSettings {
  /** Cloudflare Access's team domain (https://<team>.cloudflareaccess.com): the tokens' issuer, its keys under it. */
  teamDomain: string;
  /** The Access application's audience tag. */
  aud: string;
  /** Each staff member's e-mail address (lower case) and the first name families read. */
  staff: ReadonlyMap<string, string>;
}

/** Access's team domain: an https origin (http on this machine alone, for the local fake: harness/access.ts). */
function teamDomainOf(typed: string): string | null {
  const origin = originOf(typed);
  if (!origin) return null;
  const { protocol, hostname } = new URL(origin);
  return protocol === 'https:' || hostname === '127.0.0.1' || hostname === 'localhost' ? origin : null;
}

export function readAccess(env: SettingsEnv): { access: AccessSettings; problems: string[] } {
  const typedDomain = text(env, 'ACCESS_TEAM_DOMAIN');
  const teamDomain = typedDomain ? teamDomainOf(typedDomain) : '';
  const aud = text(env, 'ACCESS_AUD');
  const { staff, bad } = readStaffNames(text(env, 'STAFF_NAMES'));
  const problems: string[] = [];
  if (teamDomain === null) problems.push(`ACCESS_TEAM_DOMAIN: «\u00A0${typedDomain}\u00A0» is not an https origin (as https://centre.cloudflareaccess.com).`);
  if (bad.length > 0) problems.push(`STAFF_NAMES: ${quoted(bad)} ${bad.length === 1 ? 'is' : 'are'} not « address=First name ».`);
  if (!teamDomain || !aud || staff.size === 0) problems.push('The inbox needs ACCESS_TEAM_DOMAIN, ACCESS_AUD and STAFF_NAMES: it stays closed.');
  return { access: { teamDomain: teamDomain ?? '', aud, staff }, problems };
}
