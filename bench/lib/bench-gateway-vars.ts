import { randomBytes } from 'node:crypto';
import type { AccessKeys } from '../../harness/access';

/** The site's origin the benches' gateway allows, and the one member of staff it knows (Awa). */
export const BENCH_SITE = 'https://www.aide-et-vie.test';
export const BENCH_STAFF = 'awa@centre.test';

/**
 * The settings a bench's gateway needs to run as a centre's does, its defaults for the rest: the site's origin, a
 * fresh proof secret, EmailJS and the notices faked by the local mailbox (its `upstreams`), the local Access and Awa.
 */
export function benchGatewayVars({ mailboxUrl, access, upstreams }: { mailboxUrl: string; access: Pick<AccessKeys, 'teamDomain' | 'aud'>; upstreams: Record<string, string> }): Record<string, string> {
  return {
    ALLOWED_ORIGINS: BENCH_SITE,
    SITE_URL: mailboxUrl,
    PROOF_SECRET: randomBytes(32).toString('hex'),
    EMAILJS_SERVICE_ID: 'service_bench',
    EMAILJS_TEMPLATE_ID: 'template_bench',
    EMAILJS_PUBLIC_KEY: 'public_bench',
    EMAILJS_PRIVATE_KEY: 'private_bench',
    NOTIFY_TOKEN: 'token_bench',
    ACCESS_TEAM_DOMAIN: access.teamDomain,
    ACCESS_AUD: access.aud,
    STAFF_NAMES: `${BENCH_STAFF}=Awa`,
    ...upstreams,
  };
}
