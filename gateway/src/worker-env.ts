import type { SettingName } from './settings-names';
import type { Inbox } from './store/inbox';

/** What the Worker is given: the settings (vars and secrets) and the bindings of wrangler.toml. */
export interface Env extends Partial<Record<SettingName, string>> {
  ADDRESS_LIMITER: RateLimit;
  PROOF_LIMITER: RateLimit;
  LINK_LIMITER: RateLimit;
  INBOX: DurableObjectNamespace<Inbox>;
}
