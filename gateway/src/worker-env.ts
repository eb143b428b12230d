import type { SettingName } from './settings-names';
import type { Inbox } from './store/inbox';

/** What the Worker is given: the settings (vars and secrets: the rows of lib/gateway-settings.ts) and the bindings of wrangler.toml. */
export interface Env extends Partial<Record<SettingName, string>> {
  ADDRESS_LIMITER: RateLimit;
  PROOF_LIMITER: RateLimit;
  LINK_LIMITER: RateLimit;
  INBOX: DurableObjectNamespace<Inbox>;
  /** The families' files (issue 82.4: whatsapp/media.ts), by random key; local under wrangler dev (--persist-to). */
  MEDIA: R2Bucket;
}
