import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeAccess, type AccessKeys } from '../../harness/access';
import { freePort, startGateway, type GatewayVars } from '../../harness/gateway';
import { mailboxClient, startMailbox } from '../../harness/mailbox';
import { doualaToday } from '@/lib/douala-date';
import { publishedRules } from '../request/published-rules';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway under workerd (wrangler dev), its upstreams the mailbox's, the settings it was given, and its fake Access's keys (the tests sign their own tokens). */
    gateway: { url: string; mailbox: string; vars: GatewayVars; access: AccessKeys };
  }
}

/** The site's origin, as the gateway's tests post from it. */
export const SITE_ORIGIN = 'https://www.aide-et-vie.test';

/** The staff the tests' gateway knows (STAFF_NAMES), and a signed-in address it does not. */
export const STAFF = { awa: { email: 'awa@centre.test', name: 'Awa' }, paul: { email: 'paul@centre.test', name: 'Paul' } } as const;
export const STRANGER_EMAIL = 'someone@example.test';

/**
 * The gateway project (vitest.config.ts): one gateway started under workerd before its tests, with a fresh
 * inbox, a mailbox for every provider, a fake Access, and secrets no other run knows; all stopped after the last test.
 */
export default async function setup(project: TestProject) {
  const mailbox = await startMailbox();
  // The site's rules from the gateway's first read (it keeps them minutes): the services and positions the tests' requests name (issue 67.5).
  await mailboxClient(mailbox.url).rules(publishedRules(doualaToday()));
  const access = await startFakeAccess();
  const state = await mkdtemp(join(tmpdir(), 'gateway-state-'));
  const port = await freePort();
  const vars: GatewayVars = {
    ALLOWED_ORIGINS: `${SITE_ORIGIN}, http://127.0.0.1:4173`,
    EMAILJS_SERVICE_ID: 'service_gateway',
    EMAILJS_TEMPLATE_ID: 'template_gateway',
    EMAILJS_PUBLIC_KEY: 'public_gateway',
    EMAILJS_PRIVATE_KEY: `private-${crypto.randomUUID()}`,
    RELAY_KEY: `xkeysib-${crypto.randomUUID()}`,
    RELAY_SENDER: 'site@aide-et-vie.test',
    RELAY_TO: 'secours@aide-et-vie.test',
    NOTIFY_TOKEN: `tk_${crypto.randomUUID()}`,
    PROOF_SECRET: randomBytes(32).toString('hex'),
    // The secret before a rotation (issue 83): the links made with it still open (worker/visits-restart.ts rotates).
    PROOF_SECRET_PREVIOUS: randomBytes(32).toString('hex'),
    // Small proofs: their cost is not what these tests measure (the site's bench does). A narrow range of
    // counters, so that a price doubled (price.ts) reads in the counter alone; three requests an address at
    // the base price; a normal day far above this run's, so that everyone's price stays the base.
    PROOF_COST: '50',
    PROOF_COUNTER_MIN: '10',
    PROOF_COUNTER_MAX: '12',
    PROOF_FREE_PER_ADDRESS: '3',
    NORMAL_DAY: '1000',
    // Above what the tests before the budget's own send (about 16 copies), which then fills it.
    DAILY_LIMIT: '30',
    // A notice for each request of the run as it comes (a real centre's wait a minute after the last, to name
    // together those that came meanwhile).
    NOTICE_GAP_SECONDS: '0',
    // The notices' one button: the inbox's address (a setting, never a request's Host).
    INBOX_URL: `http://127.0.0.1:${port}/inbox/`,
    // The tests' patience with a provider that does not answer (15 s by default).
    PROVIDER_TIMEOUT_SECONDS: '2',
    // The site's published rules, as the mailbox serves them (tests/request/published-rules.ts).
    SITE_URL: mailbox.url,
    ACCESS_TEAM_DOMAIN: access.teamDomain,
    ACCESS_AUD: access.aud,
    STAFF_NAMES: `${STAFF.awa.email}=${STAFF.awa.name}, ${STAFF.paul.email.toUpperCase()}=${STAFF.paul.name}`,
    JUNK_HOURS: '1',
    // /inbox/meter: the rows the inbox writes, for the budget of a request's life (worker/rows.ts).
    METER_ROWS: '1',
    // /inbox/clock: the inbox's clock moved forward, rather than waited for (worker/claims.ts, worker/report.ts).
    TEST_CLOCK: '1',
    // An appointment's messages (issue 77): WhatsApp's and Brevo's fakes in the mailbox (harness/messaging.ts), which
    // post their statuses back to this gateway, signed with this app secret.
    WHATSAPP_PHONE_NUMBER_ID: '100000000000002',
    WHATSAPP_TOKEN: `EAAG-${crypto.randomUUID()}`,
    WHATSAPP_APP_SECRET: crypto.randomUUID().replace(/-/g, ''),
    WHATSAPP_VERIFY_TOKEN: `verify-${crypto.randomUUID()}`,
    SMS_SENDER: 'AideEtVie',
    ...mailbox.upstreams,
  };
  // GATEWAY_ECHO=1: the Worker's own log (its uncaught errors) printed with the tests'.
  const gateway = await startGateway({ port, vars, persistTo: state, echo: process.env.GATEWAY_ECHO === '1' });
  await mailboxClient(mailbox.url).messaging({ gateway: gateway.url, appSecret: vars.WHATSAPP_APP_SECRET });
  project.provide('gateway', { url: gateway.url, mailbox: mailbox.url, vars, access: access.keys });
  return async () => {
    await gateway.stop();
    await mailbox.close();
    await access.close();
    await rm(state, { recursive: true, force: true });
  };
}
