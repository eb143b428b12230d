import { describe, expect, it } from 'vitest';
import { METER_PATH } from '../../../gateway/src/routes/inbox';
import type { RowMeter } from '../../../gateway/src/store/meter';
import { box, carries, contents, isDelivery, isNotice, pause, post, request } from './client';
import { act, inboxCall } from './staff';

/*
 * What a request's life costs in rows written (Cloudflare bills a Durable Object's SQLite by the row written,
 * an index entry and a `setAlarm` each counting as one; the Workers Free plan allows 100,000 a day: docs/gateway.md,
 * « The arithmetic »). Measured on the inbox's own cursors (store/meter.ts) under workerd, first of all the
 * scenarios, on a fresh inbox; a budget each, like the site's byte budgets, so that a change cannot undo it unseen.
 */

async function meter(): Promise<RowMeter> {
  const response = await inboxCall(METER_PATH);
  expect(response.status).toBe(200);
  return (await response.json()) as RowMeter;
}

/** The alarm's sweep as of an instant (a request's life ends when it is swept). */
async function sweepAt(at: number): Promise<RowMeter> {
  const response = await inboxCall(METER_PATH, { method: 'POST', form: { at: String(at) } });
  expect(response.status).toBe(200);
  return (await response.json()) as RowMeter;
}

/** Rows written between two readings, alarms set included (each billed as a row written). */
const cost = (after: RowMeter, before: RowMeter) => after.written - before.written + after.alarms - before.alarms;

/** Waits until the meter stops moving (the alarm's run after a request: its notice, its copy, its next alarm). */
async function settled(): Promise<RowMeter> {
  let last = await meter();
  for (let still = 0; still < 3; ) {
    await pause(300);
    const now = await meter();
    still = cost(now, last) === 0 ? still + 1 : 0;
    last = now;
  }
  return last;
}

/** A request received as the site's page sends it, then told and copied: the meter at each step. */
async function receive(content = contents.appointment(), address?: string) {
  const start = await settled();
  const body = await request(content, {}, address);
  const priced = await meter();
  expect((await post(body, address ? { address } : {})).answer).toEqual({ outcome: 'sent' });
  for (let waited = 0; waited < 5_000; waited += 100) {
    const mail = (await box.messages()).filter((one) => carries(one, content.reference));
    if (mail.some(isNotice) && mail.some(isDelivery)) break;
    await pause(100);
  }
  return { id: body.id, start, priced, told: await settled() };
}

const DAY = 24 * 60 * 60 * 1000;
const where = (meter: RowMeter) => JSON.stringify(meter.byStatement, null, 1);

describe('rows written over a request’s life', () => {
  it('a family’s request: its challenge, received, told, copied, taken, done, swept', async () => {
    await box.reset();
    const { id, start, priced, told } = await receive();
    await act('take', id, 'awa');
    const taken = await meter();
    await act('done', id, 'awa');
    const done = await meter();
    const swept = await sweepAt(Date.now() + 31 * DAY);
    const phases = { challenge: cost(priced, start), received: cost(told, priced), take: cost(taken, told), done: cost(done, taken), sweep: cost(swept, done), life: cost(swept, start) };
    console.log('a family’s request, rows written', JSON.stringify(phases), where(swept));
    expect(phases.life, where(swept)).toBeLessThanOrEqual(37);
  });

  it('a junk request: its challenge, received, told, copied, marked « Indésirable », swept', async () => {
    const { id, start, priced, told } = await receive(contents.callback());
    await act('junk', id, 'awa');
    const junk = await meter();
    const swept = await sweepAt(Date.now() + 9 * DAY);
    const phases = { challenge: cost(priced, start), received: cost(told, priced), junk: cost(junk, told), sweep: cost(swept, junk), life: cost(swept, start) };
    console.log('a junk request, rows written', JSON.stringify(phases));
    expect(phases.life).toBeLessThanOrEqual(40);
  });
});
