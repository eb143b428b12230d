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
import { weakSecretProblem } from './secret';
import { readMessageSettings, type MessageSettings } from './settings-messages';
import type { SettingsEnv } from './settings-names';
import { inboxUrlOf, originOf, originProblems, readAccess, readOrigins, text, whole, wholeOrZero, type AccessSettings } from './settings-read';

/*
 * The gateway's settings, read from its environment (wrangler's vars and secrets; `npm run
 * gateway:local` passes the shell's: harness/gateway.ts). Every name is once in settings-names.ts (GATEWAY_SETTINGS);
 * a number left unset or unreadable takes its default, which docs/gateway.md explains. What cannot be
 * read as meant is said, not guessed: `problems` stop the gateway (every call answered « not set », and
 * a console line), `inboxProblems` close the inbox alone. Each default, and why: settings-defaults.ts; reading
 * one value as meant: settings-read.ts.
 */

export * from './settings-defaults';
export * from './settings-names';
export { readOrigins, readStaffNames, type AccessSettings } from './settings-read';

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
  /** `previous`: PROOF_SECRET_PREVIOUS, the secret before a rotation: the visits' links made with it still open (visits/token.ts). */
  proof: { secret: string; previous: string; cost: number; counterMin: number; counterMax: number; minutes: number; freePerAddress: number };
  /** The tests' own (METER_ROWS=1, beside Access's local stand-in alone): /inbox/meter answers the rows the inbox wrote since it started (store/meter.ts). Never on a deployed gateway. */
  meter: boolean;
  /** The tests' own (TEST_CLOCK=1, beside Access's local stand-in alone): /inbox/clock moves the inbox's clock forward (store/clock.ts). Never on a deployed gateway. */
  testClock: boolean;
  /** What the gateway cannot work with: it answers every call « not set » until they are fixed. */
  problems: string[];
  /** What the inbox cannot work with: it stays closed until they are fixed. */
  inboxProblems: string[];
}

/**
 * Access's stand-in on this machine (harness/access.ts): the one team domain read over http, on 127.0.0.1 or
 * localhost alone (settings-read.ts). The tests' own settings (METER_ROWS, TEST_CLOCK) are honoured beside it only:
 * a deployed gateway has the centre's https://<team>.cloudflareaccess.com, and its routes are not there whatever
 * it says (issue 78; routes/inbox.ts asks for a loopback address too).
 */
const accessOnThisMachine = (access: AccessSettings) => access.teamDomain.startsWith('http://');

export function readSettings(env: SettingsEnv): Settings {
  const counterMin = whole(env, 'PROOF_COUNTER_MIN', PROOF_DEFAULTS.counterMin);
  const allowed = text(env, 'ALLOWED_ORIGINS');
  const origins = readOrigins(allowed);
  const { access, problems: inboxProblems } = readAccess(env);
  const weakSecret = weakSecretProblem(text(env, 'PROOF_SECRET'));
  const weakPrevious = weakSecretProblem(text(env, 'PROOF_SECRET_PREVIOUS'), 'PROOF_SECRET_PREVIOUS');
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
      previous: text(env, 'PROOF_SECRET_PREVIOUS'),
      cost: whole(env, 'PROOF_COST', PROOF_DEFAULTS.cost),
      counterMin,
      counterMax: Math.max(counterMin, whole(env, 'PROOF_COUNTER_MAX', PROOF_DEFAULTS.counterMax)),
      minutes: whole(env, 'PROOF_MINUTES', PROOF_DEFAULTS.minutes),
      freePerAddress: whole(env, 'PROOF_FREE_PER_ADDRESS', PROOF_DEFAULTS.freePerAddress),
    },
    meter: text(env, 'METER_ROWS') === '1' && accessOnThisMachine(access),
    testClock: text(env, 'TEST_CLOCK') === '1' && accessOnThisMachine(access),
    // A weak PROOF_SECRET stops the gateway as a missing one does (secret.ts).
    problems: [...originProblems(allowed), ...(weakSecret ? [weakSecret] : []), ...(weakPrevious ? [weakPrevious] : [])],
    inboxProblems,
  };
}

/** Whether the inbox may open: Access set, staff named, nothing unreadable. */
export const inboxOpen = (settings: Settings) => settings.inboxProblems.length === 0;

/**
 * What holds every visit's message back (issue 83): the gateway's problems (its links would answer « not set »), its
 * messages' own (a channel half set), no PROOF_SECRET. The card says them; none leaves until they are fixed.
 */
export const messagesHeld = (settings: Settings): string[] => [...settings.problems, ...settings.messages.problems, ...(settings.proof.secret ? [] : ['PROOF_SECRET is not set.'])];
