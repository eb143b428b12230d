import type { SettingNumbers } from '@/lib/gateway-settings';
import { weakSecretProblem } from './secret';
import { readMessageSettings, type MessageSettings } from './settings-messages';
import type { SettingsEnv } from './settings-names';
import { inboxUrlOf, originOf, originProblems, readAccess, readNumbers, readOrigins, text, textOrDefault, type AccessSettings } from './settings-read';

/*
 * The gateway's settings, read from its environment (wrangler's vars and secrets; `npm run gateway:local` passes the
 * shell's: harness/gateway.ts). Every setting is a row of lib/gateway-settings.ts (its name, default, bounds, unit,
 * docs, whether it is a secret, whether the site says it); a number left unset takes its row's default; one
 * unreadable, out of bounds or not what the site says is refused for it, said in `refused`. What cannot be read as
 * meant otherwise is said, not guessed: `problems` stop the gateway (every call answered « not set », and a console
 * line), `inboxProblems` close the inbox alone. Reading one value as meant: settings-read.ts.
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
  /** A family's files on WhatsApp (issue 82.4): the most kept, and whether their host may be a loopback http one (beside the local Access stand-in alone, as TEST_CLOCK). */
  media: { maxBytes: number; loopbackHttp: boolean };
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
  /** Every number, as read (`settings.numbers.REMINDER_HOUR`): a new setting's code reads it here. */
  numbers: SettingNumbers;
  /** Values refused for their row's default, and why: said once on the console (index.ts), nothing stopped. */
  refused: string[];
}

/**
 * Access's stand-in on this machine (harness/access.ts): the one team domain read over http, on 127.0.0.1 or
 * localhost alone (settings-read.ts). The tests' own settings (METER_ROWS, TEST_CLOCK) are honoured beside it only:
 * a deployed gateway has the centre's https://<team>.cloudflareaccess.com, and its routes are not there whatever
 * it says (issue 78; routes/inbox.ts asks for a loopback address too).
 */
const accessOnThisMachine = (access: AccessSettings) => access.teamDomain.startsWith('http://');

export function readSettings(env: SettingsEnv): Settings {
  const { numbers, refused } = readNumbers(env);
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
      apiUrl: textOrDefault(env, 'EMAILJS_API_URL').replace(/\/+$/, ''),
    },
    relay: { url: text(env, 'RELAY_URL'), key: text(env, 'RELAY_KEY'), sender: text(env, 'RELAY_SENDER'), to: text(env, 'RELAY_TO') },
    notify: { url: text(env, 'NOTIFY_URL'), token: text(env, 'NOTIFY_TOKEN'), gapMs: numbers.NOTICE_GAP_SECONDS * 1_000 },
    inboxUrl: inboxUrlOf(text(env, 'INBOX_URL')),
    dailyLimit: numbers.DAILY_LIMIT,
    providerTimeoutMs: numbers.PROVIDER_TIMEOUT_SECONDS * 1_000,
    access,
    keep: { doneDays: numbers.DONE_KEEP_DAYS, junkHours: numbers.JUNK_HOURS },
    normalDay: numbers.NORMAL_DAY,
    repeatsOnTop: numbers.REPEATS_ON_TOP,
    claims: { unclaimedMinutes: numbers.UNCLAIMED_MINUTES, claimHours: numbers.CLAIM_HOURS },
    messages: readMessageSettings(env, numbers),
    media: { maxBytes: numbers.MEDIA_MAX_MB * 1_048_576, loopbackHttp: accessOnThisMachine(access) },
    proof: {
      secret: text(env, 'PROOF_SECRET'),
      previous: text(env, 'PROOF_SECRET_PREVIOUS'),
      cost: numbers.PROOF_COST,
      counterMin: numbers.PROOF_COUNTER_MIN,
      counterMax: Math.max(numbers.PROOF_COUNTER_MIN, numbers.PROOF_COUNTER_MAX),
      minutes: numbers.PROOF_MINUTES,
      freePerAddress: numbers.PROOF_FREE_PER_ADDRESS,
    },
    meter: text(env, 'METER_ROWS') === '1' && accessOnThisMachine(access),
    testClock: text(env, 'TEST_CLOCK') === '1' && accessOnThisMachine(access),
    // A weak PROOF_SECRET stops the gateway as a missing one does (secret.ts).
    problems: [...originProblems(allowed), ...(weakSecret ? [weakSecret] : []), ...(weakPrevious ? [weakPrevious] : [])],
    inboxProblems,
    numbers,
    refused,
  };
}

const said = new Set<string>();

/** Says each refused value on the console once an isolate: at its first call, not at every one. */
export function sayRefused({ refused }: Pick<Settings, 'refused'>, say: (line: string) => void = console.warn): void {
  for (const line of refused) {
    if (said.has(line)) continue;
    said.add(line);
    say(`Setting refused: ${line}`);
  }
}

/** Whether the inbox may open: Access set, staff named, nothing unreadable. */
export const inboxOpen = (settings: Settings) => settings.inboxProblems.length === 0;

/**
 * What holds every visit's message back (issue 83): the gateway's problems (its links would answer « not set »), its
 * messages' own (a channel half set), no PROOF_SECRET. The card says them; none leaves until they are fixed.
 */
export const messagesHeld = (settings: Settings): string[] => [...settings.problems, ...settings.messages.problems, ...(settings.proof.secret ? [] : ['PROOF_SECRET is not set.'])];
