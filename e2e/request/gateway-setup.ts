import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAccessEdge, startFakeAccess } from '../../harness/access';
import { e2eGatewaySettings, E2E_GATEWAY_SECRETS, E2E_GATEWAY_TOPIC, E2E_STAFF } from '../../harness/e2e-build-env';
import { startGateway } from '../../harness/gateway';
import { mailboxClient, startMailbox } from '../../harness/mailbox';
import { TEST_PORTS } from '../../harness/test-ports';

/*
 * playwright.gateway.config.ts's set-up: the local mailbox (every provider, recording what it is sent), a fake
 * Cloudflare Access for the inbox (harness/access.ts), then the request gateway under workerd on the port
 * out-gateway/'s pages post to, its inbox in a fresh folder, and Access's edge in front of it for a member of
 * staff's browser: E2E_INBOX_URL opens the inbox signed in as Awa (E2E_STAFF.awa), as Access lets her through.
 * The specs read the mailbox at E2E_MAILBOX_URL, sign the staff's tokens with E2E_ACCESS_KEYS (accessSigner),
 * and start their own second gateway when they need another day's e-mail budget.
 */
export default async function setup() {
  const mailbox = await startMailbox({ topic: E2E_GATEWAY_TOPIC });
  const access = await startFakeAccess();
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-e2e-'));
  const gateway = await startGateway({ port: TEST_PORTS.gateway, vars: e2eGatewaySettings(mailbox.upstreams, { access }), persistTo }).catch(async (error: unknown) => {
    await mailbox.close();
    await access.close();
    throw error;
  });
  // The fakes of WhatsApp and of the SMS post their statuses to this gateway, signed with its app secret (issue 77).
  await mailboxClient(mailbox.url).messaging({ gateway: gateway.url, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET });
  const edge = await startAccessEdge({ gateway: gateway.url, access, email: E2E_STAFF.awa.email });
  process.env.E2E_MAILBOX_URL = mailbox.url;
  process.env.E2E_ACCESS_KEYS = JSON.stringify(access.keys);
  process.env.E2E_INBOX_URL = `${edge.url}/inbox/`;
  return async () => {
    await edge.close();
    await gateway.stop();
    await mailbox.close();
    await access.close();
    await rm(persistTo, { recursive: true, force: true });
  };
}
