import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startGateway, type GatewayVars } from '../../harness/gateway';
import { startMailbox } from '../../harness/mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway under workerd (wrangler dev), its upstreams the mailbox's, and the settings it was given. */
    gateway: { url: string; mailbox: string; vars: GatewayVars };
  }
}

/** The site's origin, as the gateway's tests post from it. */
export const SITE_ORIGIN = 'https://www.aide-et-vie.test';

/**
 * The gateway project (vitest.config.ts): one gateway started under workerd before its tests, with a fresh
 * ledger, a mailbox for every provider, and secrets no other run knows; both stopped after the last test.
 */
export default async function setup(project: TestProject) {
  const mailbox = await startMailbox();
  const state = await mkdtemp(join(tmpdir(), 'gateway-state-'));
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
    PROOF_SECRET: crypto.randomUUID(),
    // Small proofs: their cost is not what these tests measure (the site's bench does).
    PROOF_COST: '50',
    PROOF_COUNTER_MIN: '5',
    PROOF_COUNTER_MAX: '20',
    DAILY_LIMIT: '14',
    ...mailbox.upstreams,
  };
  const gateway = await startGateway({ port: await freePort(), vars, persistTo: state });
  project.provide('gateway', { url: gateway.url, mailbox: mailbox.url, vars });
  return async () => {
    await gateway.stop();
    await mailbox.close();
    await rm(state, { recursive: true, force: true });
  };
}
