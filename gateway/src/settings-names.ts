/*
 * Every setting the gateway reads, by name (docs/gateway.md, « Settings »): what its environment holds. settings.ts
 * reads them into Settings; the Worker's Env and its Durable Object are given them.
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

/** The secrets among them: never in wrangler.toml, never in an answer (tests/gateway/worker/answers-guard.ts looks, after each scenario file). */
export const GATEWAY_SECRETS = ['EMAILJS_PRIVATE_KEY', 'RELAY_KEY', 'NOTIFY_TOKEN', 'PROOF_SECRET', 'WHATSAPP_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const satisfies readonly SettingName[];

/** The environment as the gateway reads it: its settings by name, whatever each holds. */
export type SettingsEnv = Partial<Record<SettingName, unknown>>;
