import type { Locale } from './i18n';

/*
 * The request gateway's settings (gateway/, a Cloudflare Worker: docs/gateway-settings.md), one row each: its name
 * as the Worker's environment holds it, its default, its bounds and unit (a number) or whether it is a secret (a
 * text), where the docs list it, a sentence for them, and whether the site says it to families. Everything else is
 * derived from this table: the names the gateway reads and the Worker's Env (gateway/src/settings-names.ts), each
 * number's reading (gateway/src/settings-read.ts), the docs' table and `.env.example`'s gateway part
 * (scripts/settings-docs.ts writes them; tests/gateway/settings-docs.test.ts names a row they miss), and the privacy
 * page's words that follow a setting (SITE_SAYS, below: its placeholders). In lib/ because both sides read it: the
 * gateway (which reads lib/ alone) and the site's build (content/load/placeholders.ts).
 */

/** Where the docs' table lists a row, in this order. */
export const SETTING_AREAS = {
  site: 'The site it serves',
  emailjs: 'EmailJS',
  relay: 'The second channel (Brevo)',
  notices: 'The staff’s notices',
  limits: 'Budgets and limits',
  inbox: 'The inbox',
  proof: 'The proof of work',
  messages: 'A visit’s messages (WhatsApp, SMS)',
  tests: 'The tests’ own',
} as const;
export type SettingArea = keyof typeof SETTING_AREAS;

/** How a number is counted (the docs say it; tests/site/docs-lists.test.ts checks the docs' numbers of a time). */
export const SETTING_UNITS = ['seconds', 'minutes', 'hours', 'days', 'o’clock', 'e-mails', 'requests', 'iterations', 'tries', 'MB'] as const;
export type SettingUnit = (typeof SETTING_UNITS)[number];

interface Row {
  readonly area: SettingArea;
  /** What it does, for the docs: English, one sentence or two, Markdown. */
  readonly doc: string;
}

/** A whole number: unset, unreadable or out of its bounds, its default (and the console says so: settings-read.ts). */
export interface NumberRow extends Row {
  readonly default: number;
  readonly min: number;
  readonly max?: number;
  /** Over `max`, read as `max` rather than the default. */
  readonly overMax?: 'max';
  readonly unit: SettingUnit;
  /**
   * The site says it to families (SITE_SAYS: the privacy page's words): the Worker may not be set to a value the
   * site does not say; such a value is refused, the default used, and the console says why.
   */
  readonly site: boolean;
}

/** A text (an address, an id, a key): its default ('' when none: `unset` says what the gateway does then). */
export interface TextRow extends Row {
  readonly default: string;
  readonly unset?: string;
  /** Set with `wrangler secret put`: never in wrangler.toml, never in an answer (tests/gateway/worker/answers-guard.ts looks, after each scenario file). */
  readonly secret: boolean;
  /** What `.env.example` shows (a secret never has one). */
  readonly example?: string;
}

export type SettingRow = NumberRow | TextRow;

/** EmailJS's free plan: 200 e-mails a month. */
export const EMAILJS_FREE_MONTH = 200;

export const GATEWAY_SETTING_ROWS = {
  ALLOWED_ORIGINS: { area: 'site', default: '', secret: false, example: 'https://www.example.com', unset: 'every origin refused', doc: 'the site’s origins, comma-separated, each with its scheme (`https://www.aide-et-vie.cm,https://aide-et-vie.cm`); an entry without its scheme (`www.aide-et-vie.cm:443`, `localhost:3000`) stops the gateway until it is fixed' },
  SITE_URL: { area: 'site', default: '', secret: false, unset: 'the first of `ALLOWED_ORIGINS`', doc: 'where the site publishes `/request-rules.json`' },
  EMAILJS_SERVICE_ID: { area: 'emailjs', default: '', secret: false, unset: 'no EmailJS', doc: 'the account’s service (Dashboard → Email Services)' },
  EMAILJS_TEMPLATE_ID: { area: 'emailjs', default: '', secret: false, unset: 'no EmailJS', doc: 'the requests’ template' },
  EMAILJS_APPLICATION_TEMPLATE_ID: { area: 'emailjs', default: '', secret: false, unset: 'applications go through the template above', doc: 'the applications’ own template, whose auto-reply is the candidate’s acknowledgement ([emailjs.md](emailjs.md))' },
  EMAILJS_PUBLIC_KEY: { area: 'emailjs', default: '', secret: false, unset: 'no EmailJS', doc: 'Account → General' },
  EMAILJS_PRIVATE_KEY: { area: 'emailjs', default: '', secret: true, unset: 'no EmailJS', doc: 'Account → Security → Private Key (« Use Private Key » and « Allow EmailJS API for non-browser applications » on), sent as `accessToken`' },
  EMAILJS_API_URL: { area: 'emailjs', default: 'https://api.emailjs.com', secret: false, doc: 'where EmailJS’s REST API is: changes only in tests (the local mailbox)' },
  RELAY_URL: { area: 'relay', default: '', secret: false, example: 'https://api.brevo.com/v3/smtp/email', unset: 'no relay', doc: 'Brevo’s transactional e-mail API: a request EmailJS does not take goes there' },
  RELAY_KEY: { area: 'relay', default: '', secret: true, unset: 'no relay, no SMS', doc: 'Brevo’s API key (the SMS’s too)' },
  RELAY_SENDER: { area: 'relay', default: '', secret: false, unset: 'no relay', doc: 'the sender Brevo verified' },
  RELAY_TO: { area: 'relay', default: '', secret: false, unset: 'no relay', doc: 'the mailbox that receives (another than EmailJS’s)' },
  NOTIFY_URL: { area: 'notices', default: '', secret: false, unset: 'no notice', doc: 'the ntfy topic’s URL' },
  NOTIFY_TOKEN: { area: 'notices', default: '', secret: true, unset: 'no notice', doc: 'the token of a user that may only write to the topic' },
  NOTICE_GAP_SECONDS: { area: 'notices', default: 60, min: 0, max: 120, overMax: 'max', unit: 'seconds', site: false, doc: 'the least time between two notices of new requests; those that came meanwhile are named together in the next (at most 120: every request named within two minutes)' },
  INBOX_URL: { area: 'notices', default: '', secret: false, unset: 'no button', doc: 'the inbox’s public address, the notices’ one button (`https://passerelle.aide-et-vie.cm/inbox/`), and the SMS statuses’ origin' },
  // A tenth of EmailJS's free month a day: a day of strangers spends at most a tenth of the month, and 20 is twice
  // the centre's busiest day (about 70 requests a week). Beyond it a request is in the inbox without its copy.
  DAILY_LIMIT: { area: 'limits', default: EMAILJS_FREE_MONTH / 10, min: 1, unit: 'e-mails', site: false, doc: 'e-mail copies a Yaoundé day, for the whole site; one address’s requests a quarter of them at most' },
  PROVIDER_TIMEOUT_SECONDS: { area: 'limits', default: 15, min: 1, unit: 'seconds', site: false, doc: 'how long a provider may take before its copy is `unknown` (never sent again silently)' },
  // The centre's busiest day is about 15 (70 a week); 40 leaves room.
  NORMAL_DAY: { area: 'limits', default: 40, min: 1, unit: 'requests', site: false, doc: 'a normal day’s requests: past 4 of them everyone’s proof costs twice the base, past 16 four times (never more)' },
  // A family sends one or two.
  REPEATS_ON_TOP: { area: 'limits', default: 3, min: 1, unit: 'requests', site: false, doc: 'requests a day that may repeat two of their marks (number, e-mail, long message, name) and still go to « À prendre »; past them, « À vérifier »' },
  ACCESS_TEAM_DOMAIN: { area: 'inbox', default: '', secret: false, unset: 'the inbox is closed', doc: 'Cloudflare Access’s team domain (`https://<team>.cloudflareaccess.com`)' },
  ACCESS_AUD: { area: 'inbox', default: '', secret: false, unset: 'the inbox is closed', doc: 'the inbox application’s audience tag' },
  STAFF_NAMES: { area: 'inbox', default: '', secret: false, unset: 'the inbox is closed', doc: '`address=First name`, comma-separated: the first name is what a family reads' },
  DONE_KEEP_DAYS: { area: 'inbox', default: 30, min: 1, unit: 'days', site: true, doc: 'days a request stays after « Traitée »' },
  JUNK_HOURS: { area: 'inbox', default: 24, min: 1, unit: 'hours', site: true, doc: 'hours a request stays in « Indésirables », and what repeats what it carries waits « À vérifier » at once' },
  UNCLAIMED_MINUTES: { area: 'inbox', default: 10, min: 1, unit: 'minutes', site: false, doc: 'open minutes in « À prendre » before a request is raised again, louder ([gateway-after-taking.md](gateway-after-taking.md))' },
  THREAD_DAYS: { area: 'inbox', default: 14, min: 1, max: 30, overMax: 'max', unit: 'days', site: false, doc: 'days after « Traitée » a family’s WhatsApp message still goes on its request (and brings it back to « À prendre »); later, a request of its own, « Message WhatsApp » ([gateway-thread.md](gateway-thread.md))' },
  CLAIM_HOURS: { area: 'inbox', default: 2, min: 1, unit: 'hours', site: false, doc: 'open hours a request may stay taken without a call’s outcome before it goes back to « À prendre »' },
  PROOF_SECRET: { area: 'proof', default: '', secret: true, unset: 'the gateway answers « not set »', doc: 'signs the challenges (and the appointments’ links, and keys the addresses’ and marks’ hashes): a long random text (`openssl rand -hex 32`); under 32 characters, or of too few different ones, refused as a missing one (`secret.ts`)' },
  PROOF_SECRET_PREVIOUS: { area: 'proof', default: '', secret: true, unset: 'only links made with `PROOF_SECRET` open', doc: 'the secret before a rotation of `PROOF_SECRET`: the appointments’ links made with it still open, and their visits are keyed anew with the new one; empty it once the visits booked before the rotation are past ([gateway-visits.md](gateway-visits.md))' },
  // The proof (ALTCHA, PBKDF2/SHA-256): its time grows with cost × counter; the site's bench (issue 57) set these on a phone's CPU.
  PROOF_COST: { area: 'proof', default: 1_000, min: 1, unit: 'iterations', site: false, doc: 'the proof’s base work: PBKDF2 iterations per try' },
  PROOF_COUNTER_MIN: { area: 'proof', default: 200, min: 1, unit: 'tries', site: false, doc: 'the fewest tries a challenge asks: its counter is drawn between the two' },
  PROOF_COUNTER_MAX: { area: 'proof', default: 600, min: 1, unit: 'tries', site: false, doc: 'the highest (never under the lowest)' },
  PROOF_MINUTES: { area: 'proof', default: 30, min: 1, unit: 'minutes', site: false, doc: 'how long a challenge may be solved and sent' },
  PROOF_FREE_PER_ADDRESS: { area: 'proof', default: 20, min: 1, unit: 'requests', site: false, doc: 'requests an address posts a Yaoundé day at the base price; then twice for 10 more, four times beyond (never more)' },
  WHATSAPP_API_URL: { area: 'messages', default: 'https://graph.facebook.com/v24.0', secret: false, doc: 'Meta’s Graph API, its version written in' },
  WHATSAPP_PHONE_NUMBER_ID: { area: 'messages', default: '', secret: false, unset: 'no WhatsApp', doc: 'the business phone number’s id (digits)' },
  WHATSAPP_TOKEN: { area: 'messages', default: '', secret: true, unset: 'no WhatsApp', doc: 'a permanent access token of a system user' },
  WHATSAPP_APP_SECRET: { area: 'messages', default: '', secret: true, unset: 'no WhatsApp', doc: 'the app’s secret: the webhook’s posts are signed with it' },
  WHATSAPP_VERIFY_TOKEN: { area: 'messages', default: '', secret: true, unset: 'the handshake refused', doc: 'the webhook’s handshake: a long random text, typed in Meta’s dashboard too' },
  WHATSAPP_TEMPLATE_CONFIRM: { area: 'messages', default: 'rendez_vous_confirmation', secret: false, doc: 'the confirmation’s utility template, approved in French and English' },
  WHATSAPP_TEMPLATE_MOVED: { area: 'messages', default: 'rendez_vous_deplace', secret: false, doc: 'the move’s (« Rendez-vous déplacé »)' },
  WHATSAPP_TEMPLATE_CANCELLED: { area: 'messages', default: 'rendez_vous_annule', secret: false, doc: 'the cancellation’s (« Rendez-vous annulé »)' },
  WHATSAPP_TEMPLATE_REMINDER: { area: 'messages', default: 'rendez_vous_rappel', secret: false, doc: 'the reminder’s' },
  WHATSAPP_TEMPLATE_REENGAGE: { area: 'messages', default: 'reprise_contact', secret: false, doc: 'the one message staff may send once a family has not written for 24 hours (« Pouvons-nous vous appeler ? », a utility template: [setting-up.md](setting-up.md))' },
  SMS_URL: { area: 'messages', default: 'https://api.brevo.com/v3/transactionalSMS/send', secret: false, doc: 'Brevo’s transactional SMS (its key: `RELAY_KEY`)' },
  SMS_SENDER: { area: 'messages', default: '', secret: false, unset: 'no SMS', doc: 'the sender families read: 11 letters or digits at most (or 15 digits); another is refused, and said on the console' },
  CONFIRM_FALLBACK_MINUTES: { area: 'messages', default: 15, min: 1, unit: 'minutes', site: true, doc: 'minutes a WhatsApp message may go without « delivered » before the same words leave by SMS' },
  REMINDER_HOUR: { area: 'messages', default: 10, min: 0, max: 23, unit: 'o’clock', site: true, doc: 'the reminder’s hour the day before, in Yaoundé' },
  MEDIA_MAX_MB: { area: 'messages', default: 16, min: 1, max: 32, overMax: 'max', unit: 'MB', site: false, doc: 'the largest file of a family’s (a photo, a voice note, a document) kept, in the R2 bucket bound as `MEDIA`; past it, the card says so. WhatsApp’s own limit for audio and video is 16 MB; the Worker holds a file whole in memory while it types it ([gateway-whatsapp.md](gateway-whatsapp.md))' },
  METER_ROWS: { area: 'tests', default: '', secret: false, doc: '`1` opens `/inbox/meter`, the rows the inbox wrote ([gateway-limits.md](gateway-limits.md), « The arithmetic »), on this machine alone ([gateway.md](gateway.md), « Settings »)' },
  TEST_CLOCK: { area: 'tests', default: '', secret: false, doc: '`1` opens `/inbox/clock`, which moves the inbox’s clock forward, on this machine alone' },
} as const satisfies Record<string, SettingRow>;

type Rows = typeof GATEWAY_SETTING_ROWS;
export type SettingName = keyof Rows;
export type NumberSettingName = { [K in SettingName]: Rows[K] extends { unit: SettingUnit } ? K : never }[SettingName];
export type TextSettingName = Exclude<SettingName, NumberSettingName>;
export type SecretSettingName = { [K in TextSettingName]: Rows[K] extends { secret: true } ? K : never }[TextSettingName];
/** Every number setting's value. */
export type SettingNumbers = { readonly [K in NumberSettingName]: number };

const ROWS: Readonly<Record<SettingName, SettingRow>> = GATEWAY_SETTING_ROWS;
export const settingRow = (name: SettingName): SettingRow => ROWS[name];
export const isNumberRow = (row: SettingRow): row is NumberRow => 'unit' in row;

/** Every name, in the table's order. */
export const GATEWAY_SETTINGS = Object.keys(GATEWAY_SETTING_ROWS) as SettingName[];
export const NUMBER_SETTINGS = GATEWAY_SETTINGS.filter((name): name is NumberSettingName => isNumberRow(ROWS[name]));
export const SECRET_SETTINGS = GATEWAY_SETTINGS.filter((name): name is SecretSettingName => !isNumberRow(ROWS[name]) && (ROWS[name] as TextRow).secret);

/** Every number at its default. */
export const DEFAULT_NUMBERS = Object.fromEntries(NUMBER_SETTINGS.map((name) => [name, GATEWAY_SETTING_ROWS[name].default])) as SettingNumbers;

/*
 * What the site says of the settings marked `site`, in each language, from their values: the privacy page quotes each
 * as {passerelle.<name>} (content/load/placeholders.ts), so its words follow the row, and the build refuses a privacy
 * page that does not quote one (content/load/legal.ts). The gateway refuses a value that would change these words
 * (gateway/src/settings-read.ts): what the families read is what the gateway does. tests/gateway/settings-site.test.ts
 * holds the rows marked `site` and these words to each other.
 */

const inWords = {
  fr: { days: ['un jour', 'jours'], hours: ['une heure', 'heures'], minutes: ['une minute', 'minutes'] },
  en: { days: ['a day', 'days'], hours: ['an hour', 'hours'], minutes: ['a minute', 'minutes'] },
} as const satisfies Record<Locale, Record<string, readonly [string, string]>>;

/** « 30 jours », « un jour », « 12 heures »: hours that make whole days are said in days. */
function duration(count: number, unit: 'days' | 'hours' | 'minutes', locale: Locale): string {
  if (unit === 'hours' && count % 24 === 0) return duration(count / 24, 'days', locale);
  const [one, many] = inWords[locale][unit];
  return count === 1 ? one : `${count} ${many}`;
}

const partOfDay = (hour: number, locale: Locale) =>
  locale === 'fr' ? (hour < 12 ? 'le matin' : hour < 18 ? "l'après-midi" : 'le soir') : hour < 12 ? 'in the morning' : hour < 18 ? 'in the afternoon' : 'in the evening';

type Said = Record<Locale, (values: SettingNumbers) => string>;

export const SITE_SAYS = {
  /** How long the inbox keeps a request once done: « puis {passerelle.garde} ». */
  garde: { fr: (v) => duration(v.DONE_KEEP_DAYS, 'days', 'fr'), en: (v) => duration(v.DONE_KEEP_DAYS, 'days', 'en') },
  /** How long a request marked junk is kept apart, and what repeats it set apart. */
  indesirable: { fr: (v) => duration(v.JUNK_HOURS, 'hours', 'fr'), en: (v) => duration(v.JUNK_HOURS, 'hours', 'en') },
  /** How long a WhatsApp message may go undelivered before the SMS: « aucune remise {passerelle.sms} ». */
  sms: { fr: (v) => (v.CONFIRM_FALLBACK_MINUTES === 15 ? "dans le quart d'heure" : `en ${duration(v.CONFIRM_FALLBACK_MINUTES, 'minutes', 'fr')}`), en: (v) => (v.CONFIRM_FALLBACK_MINUTES === 15 ? 'within a quarter of an hour' : `within ${duration(v.CONFIRM_FALLBACK_MINUTES, 'minutes', 'en')}`) },
  /** When the reminder leaves: « un rappel {passerelle.rappel} ». */
  rappel: { fr: (v) => `la veille du rendez-vous, ${partOfDay(v.REMINDER_HOUR, 'fr')}`, en: (v) => `the day before the appointment, ${partOfDay(v.REMINDER_HOUR, 'en')}` },
} as const satisfies Record<string, Said>;

export type SaidName = keyof typeof SITE_SAYS;
export const SAID_NAMES = Object.keys(SITE_SAYS) as SaidName[];

/** What the site says with these values: each placeholder's words in a language. */
export const siteSays = (values: SettingNumbers, locale: Locale): Record<SaidName, string> =>
  Object.fromEntries(SAID_NAMES.map((name) => [name, SITE_SAYS[name][locale](values)])) as Record<SaidName, string>;
