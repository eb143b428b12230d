/*
 * The gateway's settings, read from its environment (wrangler's vars and secrets; `npm run
 * gateway:local` passes the shell's: harness/gateway.ts). Every name is here, once (GATEWAY_SETTINGS);
 * a number left unset or unreadable takes its default, which docs/gateway.md explains.
 */

/** Every setting the gateway reads, by name: harness/gateway.ts passes these, and only these, from the environment. */
export const GATEWAY_SETTINGS = [
  'ALLOWED_ORIGINS',
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
  'DAILY_LIMIT',
  'PROOF_SECRET',
  'PROOF_COST',
  'PROOF_COUNTER_MIN',
  'PROOF_COUNTER_MAX',
  'PROOF_MINUTES',
] as const;

export type SettingName = (typeof GATEWAY_SETTINGS)[number];

/** The secrets among them: never in wrangler.toml, never in an answer (tests/gateway/gateway.test.ts looks). */
export const GATEWAY_SECRETS = ['EMAILJS_PRIVATE_KEY', 'RELAY_KEY', 'NOTIFY_TOKEN', 'PROOF_SECRET'] as const satisfies readonly SettingName[];

/**
 * EmailJS's free plan sends 200 e-mails a month. A tenth of it a day: a day of strangers spends at most a
 * tenth of the month, and 20 is twice the centre's busiest day (about 70 requests a week). Should strangers
 * fill it every day, EmailJS's month lasts ten days, and the relay (Brevo: 300 a day) carries the rest.
 */
export const EMAILJS_FREE_MONTH = 200;
export const DEFAULT_DAILY_LIMIT = Math.floor(EMAILJS_FREE_MONTH / 10);

/**
 * The proof of work (ALTCHA, PBKDF2/SHA-256): the browser derives `cost`-iteration keys for counters 0, 1, 2…
 * until it finds the one the challenge was made from, drawn between the two bounds. Its time grows with
 * cost × counter; the site's bench (issue 57) measures it on a phone's CPU and sets these.
 */
export const PROOF_DEFAULTS = { cost: 1_000, counterMin: 200, counterMax: 600, minutes: 30 } as const;

export const EMAILJS_DEFAULT_API_URL = 'https://api.emailjs.com';
/** Brevo's transactional e-mail (docs/gateway.md, « The relay »). */
export const RELAY_DEFAULT_URL = 'https://api.brevo.com/v3/smtp/email';

export interface Settings {
  origins: readonly string[];
  /** applicationTemplateId: optional, an application's own template (its auto-reply is the candidate's acknowledgement: docs/emailjs.md). */
  emailjs: { serviceId: string; templateId: string; applicationTemplateId: string; publicKey: string; privateKey: string; apiUrl: string };
  relay: { url: string; key: string; sender: string; to: string };
  notify: { url: string; token: string };
  dailyLimit: number;
  proof: { secret: string; cost: number; counterMin: number; counterMax: number; minutes: number };
}

type Env = Partial<Record<SettingName, unknown>>;

const text = (env: Env, name: SettingName) => (typeof env[name] === 'string' ? (env[name] as string).trim() : '');

function whole(env: Env, name: SettingName, fallback: number): number {
  const value = Number(text(env, name) || Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A list of origins as the browser sends them (scheme, host, port; no path, no trailing slash). */
export function readOrigins(list: string): string[] {
  return list
    .split(',')
    .map((one) => one.trim())
    .filter(Boolean)
    .flatMap((one) => {
      try {
        return [new URL(one).origin];
      } catch {
        return [];
      }
    });
}

export function readSettings(env: Env): Settings {
  const counterMin = whole(env, 'PROOF_COUNTER_MIN', PROOF_DEFAULTS.counterMin);
  return {
    origins: readOrigins(text(env, 'ALLOWED_ORIGINS')),
    emailjs: {
      serviceId: text(env, 'EMAILJS_SERVICE_ID'),
      templateId: text(env, 'EMAILJS_TEMPLATE_ID'),
      applicationTemplateId: text(env, 'EMAILJS_APPLICATION_TEMPLATE_ID'),
      publicKey: text(env, 'EMAILJS_PUBLIC_KEY'),
      privateKey: text(env, 'EMAILJS_PRIVATE_KEY'),
      apiUrl: (text(env, 'EMAILJS_API_URL') || EMAILJS_DEFAULT_API_URL).replace(/\/+$/, ''),
    },
    relay: { url: text(env, 'RELAY_URL'), key: text(env, 'RELAY_KEY'), sender: text(env, 'RELAY_SENDER'), to: text(env, 'RELAY_TO') },
    notify: { url: text(env, 'NOTIFY_URL'), token: text(env, 'NOTIFY_TOKEN') },
    dailyLimit: whole(env, 'DAILY_LIMIT', DEFAULT_DAILY_LIMIT),
    proof: {
      secret: text(env, 'PROOF_SECRET'),
      cost: whole(env, 'PROOF_COST', PROOF_DEFAULTS.cost),
      counterMin,
      counterMax: Math.max(counterMin, whole(env, 'PROOF_COUNTER_MAX', PROOF_DEFAULTS.counterMax)),
      minutes: whole(env, 'PROOF_MINUTES', PROOF_DEFAULTS.minutes),
    },
  };
}
