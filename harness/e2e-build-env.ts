// What the tests' exports are built with (scripts/build-e2e.ts), in one place: the tests that answer
// these services by routing, and those that read the policy they end up in, import them from here.
import { RELAY_VARIABLES } from '../lib/request/channels/relay-config';
import { EMAILJS_VARIABLES } from '../lib/request/emailjs-config';
import { NOTICE_VARIABLES } from '../lib/request/notice/notice-config';
import { GATEWAY_VARIABLES } from '../lib/request/gateway/protocol';
import { TEST_PORTS } from './test-ports';

/** EmailJS's ids in the e2e exports: dummies, so the real SDK makes the real request, which the tests answer. */
export const E2E_EMAILJS = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' } as const;
/** The second channel, in build:e2e's export: a fake origin, always answered by routing. */
export const E2E_RELAY = { url: 'https://relay.example.test/submit', key: 'relay_test' } as const;
/** The staff's notices' topic (ntfy), in build:e2e's export: a fake origin, always answered by routing. */
export const E2E_NOTIFY_URL = 'https://notify.example.test/aide-et-vie';

/**
 * What a page and the worker of build:e2e's export may connect to, in the policy's order: the site, EmailJS
 * (stated here, as the tests expect it), then the relay's and the notices' origins.
 */
export const E2E_CONNECT_SOURCES = ["'self'", 'https://api.emailjs.com', new URL(E2E_RELAY.url).origin, new URL(E2E_NOTIFY_URL).origin];
/** The policy build:e2e's service worker is served with: no more than those connections. */
export const E2E_WORKER_POLICY = `default-src 'none'; connect-src ${E2E_CONNECT_SOURCES.join(' ')}`;

/**
 * The request gateway of the gateway export: the real one (gateway/, under workerd), on this machine, on
 * the port its tests start it on (playwright.gateway.config.ts). The pages know it from their build, so
 * the export and the run must agree on E2E_PORT.
 */
export const E2E_GATEWAY_URL = `http://127.0.0.1:${TEST_PORTS.gateway}`;

/** The staff's topic the gateway's tests give it (on the local mailbox, harness/mailbox.ts): a name no page may hold. */
export const E2E_GATEWAY_TOPIC = 'staff-e2e-gw-3c5d';

/**
 * The gateway's secrets in the gateway export's tests (playwright.gateway.config.ts): of no value, but each
 * one distinct, so that a test can look for them in the export. The export is built with them in its
 * environment, as a centre's CI may hold them beside the site's settings, and must publish none.
 */
export const E2E_GATEWAY_SECRETS = {
  EMAILJS_SERVICE_ID: 'service_e2egw_51c7',
  EMAILJS_TEMPLATE_ID: 'template_e2egw_9d02',
  EMAILJS_PUBLIC_KEY: 'pk-e2egw-6a3f81',
  EMAILJS_PRIVATE_KEY: 'sk-e2egw-0b7e4d29c6',
  RELAY_KEY: 'relay-e2egw-e83a17',
  NOTIFY_TOKEN: 'tk_e2egw_4f6b2a90d1',
  PROOF_SECRET: 'proof-e2egw-2c9d5e71b8a4f06e93d17c5b2a8e4f09d3c6b1a7',
  // An appointment's messages (issue 77): the mailbox's fakes of WhatsApp and Brevo (harness/messaging.ts).
  WHATSAPP_TOKEN: 'wa-e2egw-3d8c51',
  WHATSAPP_APP_SECRET: 'wa-secret-e2egw-71f0a2',
  WHATSAPP_VERIFY_TOKEN: 'wa-verify-e2egw-5b19',
} as const;

/** The staff the gateway's e2e tests sign in to its inbox (its fake Access: harness/access.ts), as STAFF_NAMES names them. */
export const E2E_STAFF = { awa: { email: 'awa@aide-et-vie.test', name: 'Awa' }, paul: { email: 'paul@aide-et-vie.test', name: 'Paul' } } as const;

/**
 * The gateway's settings in those tests: the site's origin alone, every upstream on the mailbox, a day's e-mail
 * budget, and its inbox behind the fake Access whose team domain and audience are given (its keys in
 * E2E_ACCESS_KEYS: e2e/request/gateway-setup.ts), the staff E2E_STAFF.
 */
export function e2eGatewaySettings(
  upstreams: { EMAILJS_API_URL: string; NOTIFY_URL: string; WHATSAPP_API_URL?: string; SMS_URL?: string },
  { dailyLimit = 200, access }: { dailyLimit?: number; access?: { teamDomain: string; aud: string } } = {},
): Record<string, string> {
  return {
    ...E2E_GATEWAY_SECRETS,
    ALLOWED_ORIGINS: `http://127.0.0.1:${TEST_PORTS.gatewaySite}`,
    // The site's published rules, from the export the tests serve.
    SITE_URL: `http://127.0.0.1:${TEST_PORTS.gatewaySite}`,
    EMAILJS_API_URL: upstreams.EMAILJS_API_URL,
    NOTIFY_URL: upstreams.NOTIFY_URL,
    // The fakes of WhatsApp and of the SMS, when the mailbox serves them (they post statuses signed with its app secret).
    ...(upstreams.WHATSAPP_API_URL && upstreams.SMS_URL
      ? { WHATSAPP_API_URL: upstreams.WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID: '100000000000002', SMS_URL: upstreams.SMS_URL, SMS_SENDER: 'AideEtVie' }
      : {}),
    // Every call of the run comes from this machine, one address (127.0.0.1), and every request is Marie's (the
    // same name, number and e-mail): one family's many requests, at the base price, each on top with its own notice
    // and copy (a real centre's: past REPEATS_ON_TOP, 3, what repeats waits « À vérifier »; notices a minute apart
    // name together what came meanwhile; an address gets a quarter of the day's copies).
    PROOF_FREE_PER_ADDRESS: '1000',
    REPEATS_ON_TOP: '1000',
    NOTICE_GAP_SECONDS: '0',
    DAILY_LIMIT: String(dailyLimit),
    // The notices' one button: the inbox's address, a setting (never a request's Host).
    INBOX_URL: `${E2E_GATEWAY_URL}/inbox/`,
    ...(access ? { ACCESS_TEAM_DOMAIN: access.teamDomain, ACCESS_AUD: access.aud, STAFF_NAMES: Object.values(E2E_STAFF).map(({ email, name }) => `${email}=${name}`).join(',') } : {}),
  };
}

/** The three exports the tests use: every service (build:e2e), EmailJS alone, the gateway alone. */
export type E2eVariant = 'all' | 'emailjs-only' | 'gateway';

/**
 * The build's environment: build:e2e sets all three services; the EmailJS-only export unsets the relay and the
 * notices, as a centre that set EmailJS alone would build it; the gateway export sets the gateway and nothing
 * else, as a centre with a gateway builds it (its pages hold no provider's key: the build stops otherwise).
 */
export function e2eBuildEnv(variant: E2eVariant = 'all'): Record<string, string> {
  const emailjs = variant !== 'gateway';
  const others = variant === 'all';
  return {
    [EMAILJS_VARIABLES.serviceId]: emailjs ? E2E_EMAILJS.serviceId : '',
    [EMAILJS_VARIABLES.templateId]: emailjs ? E2E_EMAILJS.templateId : '',
    [EMAILJS_VARIABLES.publicKey]: emailjs ? E2E_EMAILJS.publicKey : '',
    [RELAY_VARIABLES.url]: others ? E2E_RELAY.url : '',
    [RELAY_VARIABLES.key]: others ? E2E_RELAY.key : '',
    [NOTICE_VARIABLES.url]: others ? E2E_NOTIFY_URL : '',
    [GATEWAY_VARIABLES.url]: variant === 'gateway' ? E2E_GATEWAY_URL : '',
    // Its gateway sends an appointment's messages (the mailbox's fakes): the forms offer the box of consent.
    [GATEWAY_VARIABLES.visitMessages]: variant === 'gateway' ? '1' : '',
    // In the gateway export's environment, as a centre's CI may have them: no page may carry them.
    ...(variant === 'gateway' ? { ...E2E_GATEWAY_SECRETS, NOTIFY_URL: `https://ntfy.example.test/${E2E_GATEWAY_TOPIC}` } : {}),
  };
}
