import { GATEWAY_SETTINGS, SECRET_SETTINGS, type SettingName } from '@/lib/gateway-settings';

/*
 * Every setting the gateway reads, by name (docs/gateway-settings.md): what its environment holds. The names are the
 * rows of the one table, lib/gateway-settings.ts; settings.ts reads them into Settings; the Worker's Env and its
 * Durable Object are given them (worker-env.ts).
 */

/** Every setting the gateway reads, by name: harness/gateway.ts passes these, and only these, from the environment. */
export { GATEWAY_SETTINGS, type SettingName };

/** The secrets among them (the rows marked `secret`): never in wrangler.toml, never in an answer (tests/gateway/worker/answers-guard.ts looks, after each scenario file). */
export const GATEWAY_SECRETS = SECRET_SETTINGS;

/** The environment as the gateway reads it: its settings by name, whatever each holds. */
export type SettingsEnv = Partial<Record<SettingName, unknown>>;
