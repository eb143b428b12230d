import {
  CLAIM_DEFAULTS,
  DEFAULT_DAILY_LIMIT,
  DEFAULT_NORMAL_DAY,
  DEFAULT_NOTICE_GAP_SECONDS,
  DEFAULT_PROVIDER_TIMEOUT_SECONDS,
  DEFAULT_REPEATS_ON_TOP,
  EMAILJS_DEFAULT_API_URL,
  KEEP_DEFAULTS,
  NOTICE_GAP_MAX_SECONDS,
  PROOF_DEFAULTS,
} from './settings-defaults';
import { readMessageSettings, type MessageSettings } from './settings-messages';
import { inboxUrlOf, originOf, originProblems, readAccess, readOrigins, text, whole, wholeOrZero, type SettingsEnv } from './settings-read';

/*
 * The gateway's settings, read from its environment (wrangler's vars and secrets; `npm run
 * gateway:local` passes the shell's: harness/gateway.ts). Every name is here, once (GATEWAY_SETTINGS);
 * a number left unset or unreadable takes its default, which docs/gateway.md explains. What cannot be
 * read as meant is said, not guessed: `problems` stop the gateway (every call answered « not set », and
 * a console line), `inboxProblems` close the inbox alone. Each default, and why: settings-defaults.ts; reading
 * one value as meant: settings-read.ts.
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
  'WHATSAPP_API_URL',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_TEMPLATE_CONFIRM',
  'WHATSAPP_TEMPLATE_REMINDER',
  'SMS_URL',
  'SMS_SENDER',
  'CONFIRM_FALLBACK_MINUTES',
  'REMINDER_HOUR',
  'METER_ROWS',
  'TEST_CLOCK',
] as const;

export type SettingName = (typeof GATEWAY_SETTINGS)[number];

/** The secrets among them: never in wrangler.toml, never in an answer (tests/gateway/worker/last.ts looks). */
export const GATEWAY_SECRETS = ['EMAILJS_PRIVATE_KEY', 'RELAY_KEY', 'NOTIFY_TOKEN', 'PROOF_SECRET', 'WHATSAPP_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const satisfies readonly SettingName[];

export * from './settings-defaults';
export { readOrigins, readStaffNames } from './settings-read';

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
  /** A visit's messages (issue 77): WhatsApp, SMS, the fallback's wait, the reminder's hour (settings-messages.ts). */
  messages: MessageSettings;
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

export function readSettings(env: SettingsEnv): Settings {
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
    messages: readMessageSettings(env),
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
