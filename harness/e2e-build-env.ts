// What the tests' exports are built with (scripts/build-e2e.ts), in one place: the tests that answer
// these services by routing, and those that read the policy they end up in, import them from here.
import { RELAY_VARIABLES } from '../lib/request/channels/relay-config';
import { EMAILJS_VARIABLES } from '../lib/request/emailjs-config';
import { NOTICE_VARIABLES } from '../lib/request/notice/notice-config';

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
 * The build's environment: build:e2e sets all three services; the EmailJS-only export unsets the relay and the
 * notices, as a centre that set EmailJS alone would build it.
 */
export function e2eBuildEnv({ emailjsOnly = false } = {}): Record<string, string> {
  return {
    [EMAILJS_VARIABLES.serviceId]: E2E_EMAILJS.serviceId,
    [EMAILJS_VARIABLES.templateId]: E2E_EMAILJS.templateId,
    [EMAILJS_VARIABLES.publicKey]: E2E_EMAILJS.publicKey,
    [RELAY_VARIABLES.url]: emailjsOnly ? '' : E2E_RELAY.url,
    [RELAY_VARIABLES.key]: emailjsOnly ? '' : E2E_RELAY.key,
    [NOTICE_VARIABLES.url]: emailjsOnly ? '' : E2E_NOTIFY_URL,
  };
}
