import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_HEADER } from '../../../harness/access';
import { freePort, startGateway, type RunningGateway } from '../../../harness/gateway';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { newReference } from '@/lib/request/reference';
import type { OldRequest } from '../fixtures/inbox-schema-3';
import { SITE_ORIGIN, STAFF } from '../gateway-setup';
import { box, carries, contents, isNotice, mailFor, pause, vars } from './client';
import { sign } from './staff';

/*
 * An inbox of schema 3 (issue 72's, before « Je m'en occupe » had its raise) brought to schema 4 by the gateway's
 * first start on it (gateway/src/store/schema.ts). Its requests were told to the staff when they came: the raise,
 * new with schema 4, must not tell them again as if nobody had taken them, all at once, at the first alarm (issue 78).
 * The schema-3 inbox is written by a stand-in started under the gateway's name (tests/gateway/fixtures/inbox-schema-3.ts).
 */

const FIXTURE = fileURLToPath(new URL('../fixtures/inbox-schema-3.ts', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;

let state = '';
let gateway: RunningGateway | undefined;
afterAll(async () => {
  await gateway?.stop();
  if (state) await rm(state, { recursive: true, force: true });
});

/** Ten in the morning in Yaoundé (UTC+1), `days` ago: in the centre's hours on a working day, or due at its next opening. */
const morningsAgo = (days: number) => {
  const day = new Date(Date.now() - days * DAY);
  day.setUTCHours(9, 0, 0, 0);
  return day.getTime();
};

describe('an inbox of schema 3 brought to 4 (issue 78)', () => {
  it('raises none of the requests it held as if nobody had taken them: the first alarm after the deploy tells the new one alone', async () => {
    state = await mkdtemp(join(tmpdir(), 'gateway-schema-3-'));
    const old: OldRequest[] = [2, 3, 4].map((days) => ({ id: crypto.randomUUID(), reference: newReference(), receivedAt: morningsAgo(days), values: contents.appointment().values as Record<string, string> }));
    const before = await startGateway({ port: await freePort(), vars, persistTo: state, main: FIXTURE });
    try {
      const filled = await fetch(before.url, { method: 'POST', body: JSON.stringify(old) });
      expect(await filled.text()).toBe('filled');
    } finally {
      await before.stop();
    }

    gateway = await startGateway({ port: await freePort(), vars, persistTo: state, perMinute: 1_000 });
    // A family's request after the deploy: the inbox's alarm runs for it (its notice, its copy, the raise's look).
    const headers = { Origin: SITE_ORIGIN, 'cf-connecting-ip': '192.0.2.78' };
    const challenge = await (await fetch(`${gateway.url}/challenge`, { headers })).json();
    const proof = btoa(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) }));
    const family = contents.appointment();
    const posted = await fetch(`${gateway.url}/request`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ id: crypto.randomUUID(), content: family, proof }) });
    expect(await posted.json()).toEqual({ outcome: 'sent' });
    await mailFor(family.reference, { notices: 1 });
    await pause(2_000);

    const journal = async (id: string) => {
      const response = await fetch(`${gateway!.url}${INBOX_PATHS.meter}`, {
        method: 'POST',
        headers: { [ACCESS_HEADER]: await sign(STAFF.awa.email), Origin: gateway!.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ journal: id }),
      });
      return ((await response.json()) as { journal: string | null }).journal;
    };
    const told = (await box.messages()).filter((message) => isNotice(message) && old.some(({ reference }) => carries(message, reference) || decodeURIComponent(message.path).includes(reference)));
    expect({ told: told.length, journals: await Promise.all(old.map(({ id }) => journal(id))) }).toEqual({ told: 0, journals: old.map(() => '') });
  }, 120_000);
});
