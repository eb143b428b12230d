import type { SettingName } from './settings';
import type { Inbox } from './store/inbox';

/** What the Worker and its Durable Object are given: the settings (vars and secrets) and the bindings of wrangler.toml. */
export interface Env extends Partial<Record<SettingName, string>> {
  ADDRESS_LIMITER: RateLimit;
  PROOF_LIMITER: RateLimit;
  INBOX: DurableObjectNamespace<Inbox>;
}
