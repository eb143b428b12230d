/*
 * The gateway's settings, read from its environment (wrangler's vars and secrets; `npm run
 * gateway:local` passes the shell's: harness/gateway.ts). Every name is here, once (GATEWAY_SETTINGS);
 * a number left unset or unreadable takes its default, which docs/gateway.md explains. What cannot be
 * read as meant is said, not guessed: `problems` stop the gateway (every call answered « not set », and
 * a console line), `inboxProblems` close the inbox alone.
 */

/** Every setting the gateway reads, by name: harness/gateway.ts passes these, and only these, from the environment. */
export const GATEWAY_SETTINGS = [
  'ALLOWED_ORIGINS',
  'SITE_URL',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_APPLICATION_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_PRIVATE_KEY',
  'EMAILJS_API_URL',
  'RELAY_URL',
  'RELAY_KEY',
  'RELAY_SENDER',
  'RELAY_TO',
  'NOTIFY_URL',
  'NOTIFY_TOKEN',
  'INBOX_URL',
  'NOTICE_GAP_SECONDS',
  'DAILY_LIMIT',
  'PROVIDER_TIMEOUT_SECONDS',
  'ACCESS_TEAM_DOMAIN',
  'ACCESS_AUD',
  'STAFF_NAMES',
  'DONE_KEEP_DAYS',
  'JUNK_HOURS',
  'NORMAL_DAY',
  'REPEATS_ON_TOP',
  'PROOF_SECRET',
  'PROOF_COST',
  'PROOF_COUNTER_MIN',
  'PROOF_COUNTER_MAX',
  'PROOF_MINUTES',
  'PROOF_FREE_PER_ADDRESS',
  'UNCLAIMED_MINUTES',
  'CLAIM_HOURS',
  'METER_ROWS',
  'TEST_CLOCK',
] as const;

export type SettingName = (typeof GATEWAY_SETTINGS)[number];

/** The secrets among them: never in wrangler.toml, never in an answer (tests/gateway/worker/last.ts looks). */
export const GATEWAY_SECRETS = ['EMAILJS_PRIVATE_KEY', 'RELAY_KEY', 'NOTIFY_TOKEN', 'PROOF_SECRET'] as const satisfies readonly SettingName[];

/**
 * EmailJS's free plan sends 200 e-mails a month. A tenth of it a day: a day of strangers spends at most a
 * tenth of the month, and 20 is twice the centre's busiest day (about 70 requests a week). Beyond it a
 * request is in the inbox without its e-mail copy: the budget holds no request back.
 */
export const EMAILJS_FREE_MONTH = 200;
export const DEFAULT_DAILY_LIMIT = Math.floor(EMAILJS_FREE_MONTH / 10);

/**
 * The proof of work (ALTCHA, PBKDF2/SHA-256): the browser derives `cost`-iteration keys for counters 0, 1, 2…
 * until it finds the one the challenge was made from, drawn between the two bounds. Its time grows with
 * cost × counter; the site's bench (issue 57) measures it on a phone's CPU and sets these. `freePerAddress`:
 * the requests an address posts at that price each day in Yaoundé, before its price grows (twice, then four times
 * at most: price.ts).
 */
export const PROOF_DEFAULTS = { cost: 1_000, counterMin: 200, counterMax: 600, minutes: 30, freePerAddress: 20 } as const;

/** How long what the inbox keeps stays (docs/gateway.md, « Kept no longer than needed »): `junkHours` also how long what the staff marked junk sends what repeats it to « Indésirables ». */
export const KEEP_DEFAULTS = { doneDays: 30, junkHours: 24 } as const;

/**
 * A normal day's requests, for the whole site: the proof grows costlier for everyone, gently, only when a
 * day's volume is far above it (price.ts). The centre's busiest day is about 15 (70 a week); 40 leaves room.
 */
export const DEFAULT_NORMAL_DAY = 40;

/**
 * The least time between two notices of new requests (store/outbox.ts): one that comes within it of the last
 * notice is told with the others of that minute, by reference, in the next. At most NOTICE_GAP_MAX_SECONDS, so
 * that every request is named on the staff's phones within two minutes; in normal life each has its own.
 */
export const DEFAULT_NOTICE_GAP_SECONDS = 60;
export const NOTICE_GAP_MAX_SECONDS = 120;

/**
 * Requests a day that may share a number, an e-mail address, a long message or a full name and still go to
 * « À prendre » (store/triage.ts): a family sends one or two; past them, what repeats waits « À vérifier ».
 */
export const DEFAULT_REPEATS_ON_TOP = 3;

/**
 * After « Je m'en occupe » (issue 73), in the centre's open hours: a request nobody took for `unclaimedMinutes` is
 * raised again, louder, once; one taken and left without a call's outcome for `claimHours` goes back to « À prendre ».
 */
export const CLAIM_DEFAULTS = { unclaimedMinutes: 10, claimHours: 2 } as const;

/** A provider that does not answer within this long: its outcome is unknown (never sent again silently). */
export const DEFAULT_PROVIDER_TIMEOUT_SECONDS = 15;

export const EMAILJS_DEFAULT_API_URL = 'https://api.emailjs.com';
/** Brevo's transactional e-mail (docs/request-channels.md, « The gateway's relay: Brevo »). */
export const RELAY_DEFAULT_URL = 'https://api.brevo.com/v3/smtp/email';

export interface AccessSettings {
  /** Cloudflare Access's team domain (https://<team>.cloudflareaccess.com): the tokens' issuer, its keys under it. */
  teamDomain: string;
  /** The Access application's audience tag. */
  aud: string;
  /** Each staff member's e-mail address (lower case) and the first name families read. */
  staff: ReadonlyMap<string, string>;
}

export interface Settings {
  origins: readonly string[];
  /** The site the gateway serves, where it reads the content's rules (REQUEST_RULES_PATH): SITE_URL, or the first origin. */
  siteUrl: string;
  /** applicationTemplateId: optional, an application's own template (its auto-reply is the candidate's acknowledgement: docs/emailjs.md). */
  emailjs: { serviceId: string; templateId: string; applicationTemplateId: string; publicKey: string; privateKey: string; apiUrl: string };
  relay: { url: string; key: string; sender: string; to: string };
  /** The topic, its token, and the least time between two notices of new requests (ms). */
  notify: { url: string; token: string; gapMs: number };
  /** The inbox's public address (INBOX_URL), the one link of a notice; '' when unset or unreadable: notices carry none. */
  inboxUrl: string;
  /** E-mail copies a day in Yaoundé, for the whole site. */
  dailyLimit: number;
  providerTimeoutMs: number;
  access: AccessSettings;
  keep: { doneDays: number; junkHours: number };
  normalDay: number;
  /** Requests sharing one of their marks (store/marks.ts) that go to « À prendre » a day. */
  repeatsOnTop: number;
  claims: { unclaimedMinutes: number; claimHours: number };
  proof: { secret: string; cost: number; counterMin: number; counterMax: number; minutes: number; freePerAddress: number };
  /** The tests' own (METER_ROWS=1): /inbox/meter answers the rows the inbox wrote since it started (store/meter.ts). Never on a deployed gateway. */
  meter: boolean;
  /** The tests' own (TEST_CLOCK=1): /inbox/clock moves the inbox's clock forward (store/clock.ts). Never on a deployed gateway. */
  testClock: boolean;
  /** What the gateway cannot work with: it answers every call « not set » until they are fixed. */
  problems: string[];
  /** What the inbox cannot work with: it stays closed until they are fixed. */
  inboxProblems: string[];
}

type Env = Partial<Record<SettingName, unknown>>;

const text = (env: Env, name: SettingName) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');

function whole(env: Env, name: SettingName, fallback: number): number {
  const value = Number(text(env, name) || Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A number of 0 or more; anything else, the default. */
function wholeOrZero(env: Env, name: SettingName, fallback: number): number {
  const value = Number(text(env, name) || Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The inbox's public address, for a notice's button: https (http on this machine alone, for the tests), its path kept; '' otherwise. */
function inboxUrlOf(typed: string): string {
  try {
    const url = new URL(typed);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return (url.protocol === 'https:' || (url.protocol === 'http:' && local)) && !url.username && !url.password && !url.search && !url.hash ? url.href : '';
  } catch {
    return '';
  }
}

/** An origin as browsers send it, from a URL typed with its scheme (a trailing slash allowed), or null. */
function originOf(typed: string): string | null {
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
function originProblems(list: string): string[] {
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

/** Access's team domain: an https origin (http on this machine alone, for the local fake: harness/access.ts). */
function teamDomainOf(typed: string): string | null {
  const origin = originOf(typed);
  if (!origin) return null;
  const { protocol, hostname } = new URL(origin);
  return protocol === 'https:' || hostname === '127.0.0.1' || hostname === 'localhost' ? origin : null;
}

function readAccess(env: Env): { access: AccessSettings; problems: string[] } {
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

export function readSettings(env: Env): Settings {
  const counterMin = whole(env, 'PROOF_COUNTER_MIN', PROOF_DEFAULTS.counterMin);
  const allowed = text(env, 'ALLOWED_ORIGINS');
  const origins = readOrigins(allowed);
  const { access, problems: inboxProblems } = readAccess(env);
  return {
    origins,
    siteUrl: originOf(text(env, 'SITE_URL')) ?? origins[0] ?? '',
    emailjs: {
      serviceId: text(env, 'EMAILJS_SERVICE_ID'),
      templateId: text(env, 'EMAILJS_TEMPLATE_ID'),
      applicationTemplateId: text(env, 'EMAILJS_APPLICATION_TEMPLATE_ID'),
      publicKey: text(env, 'EMAILJS_PUBLIC_KEY'),
      privateKey: text(env, 'EMAILJS_PRIVATE_KEY'),
      apiUrl: (text(env, 'EMAILJS_API_URL') || EMAILJS_DEFAULT_API_URL).replace(/\/+$/, ''),
    },
    relay: { url: text(env, 'RELAY_URL'), key: text(env, 'RELAY_KEY'), sender: text(env, 'RELAY_SENDER'), to: text(env, 'RELAY_TO') },
    notify: { url: text(env, 'NOTIFY_URL'), token: text(env, 'NOTIFY_TOKEN'), gapMs: Math.min(wholeOrZero(env, 'NOTICE_GAP_SECONDS', DEFAULT_NOTICE_GAP_SECONDS), NOTICE_GAP_MAX_SECONDS) * 1_000 },
    inboxUrl: inboxUrlOf(text(env, 'INBOX_URL')),
    dailyLimit: whole(env, 'DAILY_LIMIT', DEFAULT_DAILY_LIMIT),
    providerTimeoutMs: whole(env, 'PROVIDER_TIMEOUT_SECONDS', DEFAULT_PROVIDER_TIMEOUT_SECONDS) * 1_000,
    access,
    keep: { doneDays: whole(env, 'DONE_KEEP_DAYS', KEEP_DEFAULTS.doneDays), junkHours: whole(env, 'JUNK_HOURS', KEEP_DEFAULTS.junkHours) },
    normalDay: whole(env, 'NORMAL_DAY', DEFAULT_NORMAL_DAY),
    repeatsOnTop: whole(env, 'REPEATS_ON_TOP', DEFAULT_REPEATS_ON_TOP),
    claims: { unclaimedMinutes: whole(env, 'UNCLAIMED_MINUTES', CLAIM_DEFAULTS.unclaimedMinutes), claimHours: whole(env, 'CLAIM_HOURS', CLAIM_DEFAULTS.claimHours) },
    proof: {
      secret: text(env, 'PROOF_SECRET'),
      cost: whole(env, 'PROOF_COST', PROOF_DEFAULTS.cost),
      counterMin,
      counterMax: Math.max(counterMin, whole(env, 'PROOF_COUNTER_MAX', PROOF_DEFAULTS.counterMax)),
      minutes: whole(env, 'PROOF_MINUTES', PROOF_DEFAULTS.minutes),
      freePerAddress: whole(env, 'PROOF_FREE_PER_ADDRESS', PROOF_DEFAULTS.freePerAddress),
    },
    meter: text(env, 'METER_ROWS') === '1',
    testClock: text(env, 'TEST_CLOCK') === '1',
    problems: originProblems(allowed),
    inboxProblems,
  };
}

/** Whether the inbox may open: Access set, staff named, nothing unreadable. */
export const inboxOpen = (settings: Settings) => settings.inboxProblems.length === 0;
