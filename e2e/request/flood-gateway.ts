import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { DEFAULT_REPEATS_ON_TOP, PROOF_DEFAULTS } from '../../gateway/src/settings';
import { GATEWAY_PATHS, type GatewayStatusAnswer } from '../../lib/request/gateway/protocol';
import { SENT_DB, SENT_STORE } from '../../lib/request/sent/database';
import { accessSigner, startAccessEdge, type AccessKeys } from '../../harness/access';
import { E2E_GATEWAY_TOPIC, E2E_GATEWAY_URL, E2E_STAFF, e2eGatewaySettings } from '../../harness/e2e-build-env';
import { startGateway } from '../../harness/gateway';
import { TEST_PORTS } from '../../harness/test-ports';
import type { Page } from '../fixtures';
import { SITE } from './gateway-helpers';

/*
 * A gateway of its own for a stranger's flood (inbox-flood.spec.ts, inbox-repeats.spec.ts): its day apart from the
 * other specs', what repeats past three a day apart as a centre's, its notices a few seconds apart (a centre's, a
 * minute), its limit a minute lifted (the limit is the workerd tests' subject: at 10 a minute, a hundred requests
 * take ten minutes), its proofs real, each solved and checked, at a tenth of the base's counters (their price is
 * the workerd tests' and `npm run bench:proof`'s subject); Awa signed in through a local Access edge.
 */

export interface FloodGateway {
  /** The gateway, as a script posts to it. */
  url: string;
  /** Its Access edge, where Awa opens the inbox. */
  inbox: string;
  /** A phone's pages, sent to this gateway instead of the build's. */
  route(phone: BrowserContext): Promise<void>;
  close(): Promise<void>;
}

export async function startFloodGateway(): Promise<FloodGateway> {
  const mailboxUrl = process.env.E2E_MAILBOX_URL ?? '';
  const keys = JSON.parse(process.env.E2E_ACCESS_KEYS ?? '{}') as AccessKeys;
  const upstreams = { EMAILJS_API_URL: `${mailboxUrl}/emailjs`, NOTIFY_URL: `${mailboxUrl}/ntfy/${E2E_GATEWAY_TOPIC}` };
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-flood-'));
  const port = TEST_PORTS.gatewayFlood;
  const vars = {
    ...e2eGatewaySettings(upstreams, { access: keys }),
    REPEATS_ON_TOP: String(DEFAULT_REPEATS_ON_TOP),
    NOTICE_GAP_SECONDS: '3',
    INBOX_URL: `http://127.0.0.1:${port}/inbox/`,
    PROOF_COUNTER_MIN: String(PROOF_DEFAULTS.counterMin / 10),
    PROOF_COUNTER_MAX: String(PROOF_DEFAULTS.counterMax / 10),
  };
  const gateway = await startGateway({ port, vars, persistTo, perMinute: 1_000 });
  const edge = await startAccessEdge({ port: TEST_PORTS.gatewayFloodEdge, gateway: gateway.url, access: { sign: accessSigner(keys) }, email: E2E_STAFF.awa.email });
  return {
    url: gateway.url,
    inbox: `${edge.url}/inbox/`,
    route: async (phone) => {
      await phone.route(`${E2E_GATEWAY_URL}/**`, (route) => route.continue({ url: route.request().url().replace(E2E_GATEWAY_URL, gateway.url) }));
    },
    close: async () => {
      await edge.close();
      await gateway.stop();
      await rm(persistTo, { recursive: true, force: true });
    },
  };
}

/** The ids of the requests this phone sent that the gateway answered « sent » (its record of them, lib/request/sent/). */
export function sentIds(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ db, store }) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
        };
      }),
    { db: SENT_DB, store: SENT_STORE },
  );
}

/** What the family's page would read of these requests (POST /status, as the page asks it). */
export async function statesOf(gatewayUrl: string, ids: string[]): Promise<string[]> {
  const response = await fetch(`${gatewayUrl}${GATEWAY_PATHS.status}`, { method: 'POST', headers: { Origin: SITE, 'Content-Type': 'application/json' }, body: JSON.stringify({ ids }) });
  return ((await response.json()) as GatewayStatusAnswer).statuses.map((status) => status.state);
}
