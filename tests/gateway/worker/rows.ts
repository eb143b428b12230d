import { describe, expect, it } from 'vitest';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { box, carries, contents, isDelivery, isNotice, nextAddress, pause, post, request, titleOf } from './client';
import { act, inboxCall, inboxPage, statuses } from './staff';

/*
 * What a request's life costs in rows written (Cloudflare bills a Durable Object's SQLite by the row written, an
 * index entry and a `setAlarm` each counting as one; the Workers Free plan allows 100,000 a day: docs/gateway-limits.md,
 * « The arithmetic »). Measured on the inbox's own cursors (store/meter.ts) under workerd, first of all the
 * scenarios, on a fresh inbox; a budget each, like the site's byte budgets, so that no change undoes it unseen.
 * Before issue 66's flood: a family's request cost 37 rows over its life, a junk one 39 (this file, on that inbox).
 */

/** What the inbox's meter says (gateway/src/store/meter.ts, RowMeter: its types are workerd's, not the tests'). */
interface RowMeter {
  written: number;
  read: number;
  alarms: number;
  byStatement: Record<string, number>;
}

const METER_PATH = INBOX_PATHS.meter;

/** A family's request, from its challenge (which writes nothing) to its sweep 30 days after « Traitée ». */
const FAMILY_BUDGET = 11;
/** A flood's requests past their address's quiet share, swept with their group by « Toutes indésirables »: each, and the group's. */
const FLOOD_EACH = 5;
const FLOOD_GROUP = 7;
/** A request marked « Indésirable » alone, after its notice and its copy. */
const JUNK_BUDGET = 12;
/** A post refused quietly (its address marked junk): its proof spent, its id remembered, the id's memory swept. */
const QUIET_BUDGET = 3;

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

/** What each statement wrote between two readings: a budget exceeded says where. */
function where(after: RowMeter, before: RowMeter): string {
  const rows = Object.entries(after.byStatement).flatMap(([name, n]) => (n > (before.byStatement[name] ?? 0) ? [`${n - (before.byStatement[name] ?? 0)} ${name}`] : []));
  return [...rows, `${after.alarms - before.alarms} setAlarm`].join('\n');
}

/** Waits until the meter stops moving (the alarm's run after a request: its notice, its copy, its next alarm). */
async function settled(): Promise<RowMeter> {
  let last = await meter();
  for (let still = 0; still < 3; ) {
    await pause(150);
    const now = await meter();
    still = cost(now, last) === 0 ? still + 1 : 0;
    last = now;
  }
  return last;
}

/** A request as the site's page sends it (its challenge and its post from one address), then told and copied. */
async function receive(content = contents.appointment(), address = nextAddress()) {
  const start = await settled();
  const body = await request(content, {}, address);
  const priced = await meter();
  expect((await post(body, { address })).answer).toEqual({ outcome: 'sent' });
  for (let waited = 0; waited < 5_000; waited += 100) {
    const mail = (await box.messages()).filter((one) => carries(one, content.reference));
    if (mail.some(isNotice) && mail.some(isDelivery)) break;
    await pause(100);
  }
  return { id: body.id, start, priced, received: await settled() };
}

const DAY = 24 * 60 * 60 * 1000;

describe('rows written over a request’s life', () => {
  it('a family’s request: its challenge, received, told, copied, taken, done, swept', async () => {
    await box.reset();
    // The inbox's first request ever writes its address (meta): once, not the family's.
    await receive();
    const { id, start, priced, received } = await receive();
    await act('take', id, 'awa');
    const taken = await meter();
    await act('done', id, 'awa');
    const done = await meter();
    const swept = await sweepAt(Date.now() + 31 * DAY);
    const phases = { challenge: cost(priced, start), received: cost(received, priced), take: cost(taken, received), done: cost(done, taken), sweep: cost(swept, done) };
    const life = cost(swept, start);
    console.log(`A family's request: ${life} rows written`, JSON.stringify(phases));
    expect(life, where(swept, start)).toBeLessThanOrEqual(FAMILY_BUDGET);
  });

  it('a flood from one address: past its quiet share, « À vérifier », one notice for all, swept by « Toutes indésirables »', async () => {
    const address = nextAddress();
    // Its quiet share (PROOF_FREE_PER_ADDRESS 3 here: 2 requests) goes on top, as a family's.
    await receive(contents.callback(), address);
    const start = (await receive(contents.callback(), address)).received;
    const flood = Array.from({ length: 5 }, () => contents.callback());
    const ids: string[] = [];
    for (const content of flood) {
      const body = await request(content, {}, address);
      expect((await post(body, { address })).answer).toEqual({ outcome: 'sent' });
      ids.push(body.id);
    }
    // Received: the family's page reads « sent » and « received »; the staff's phones ring once for all of them.
    expect((await statuses(ids)).map((status) => status.state)).toEqual(flood.map(() => 'received'));
    const notices = (await box.messages()).filter((message) => isNotice(message) && flood.some((content) => carries(message, content.reference)));
    expect(notices).toEqual([]);
    await settled();
    const summaries = (await box.messages()).filter((message) => isNotice(message) && / à vérifier$/.test(titleOf(message) ?? ''));
    expect(summaries.map(titleOf)).toEqual([expect.stringMatching(/^(Une demande|[2-5] demandes) à vérifier$/)]);
    const page = await inboxPage('awa', 'check');
    const group = /name="group" value="([0-9a-f]{32})"/.exec(page)?.[1] ?? '';
    const swept = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form: { [ACTION_FIELDS.group]: group, [ACTION_FIELDS.view]: 'check', [ACTION_FIELDS.lang]: 'fr' } });
    expect(swept.headers.get('Location')).toContain('flash=junk-group&n=5');
    const junked = await settled();
    // Its address is refused quietly now: « sent », nothing kept.
    const before = junked;
    const quiet = await request(contents.callback(), {}, address);
    expect((await post(quiet, { address })).answer).toEqual({ outcome: 'sent' });
    expect(await statuses([quiet.id])).toEqual([{ id: quiet.id, state: 'unknown' }]);
    const refused = await settled();
    // The sweep, once the address's refusal and the id's memory end: one row each.
    const end = await sweepAt(Date.now() + 9 * DAY);
    expect(cost(end, refused), where(end, refused)).toBe(2);
    const floodCost = cost(junked, start) + 1;
    const quietCost = cost(refused, before) + 1;
    console.log(`A flood of ${flood.length} requests: ${floodCost} rows written; a quiet refusal: ${quietCost}`);
    expect(floodCost, where(junked, start)).toBeLessThanOrEqual(FLOOD_EACH * flood.length + FLOOD_GROUP);
    expect(quietCost, where(refused, before)).toBeLessThanOrEqual(QUIET_BUDGET);
  });

  it('a request marked « Indésirable » alone: its challenge, received, told, copied, junk, swept', async () => {
    // A request first from elsewhere: the day's counts, dropped by the last sweep, exist again (store/days.ts makes them once a day).
    await receive(contents.callback());
    const { id, start, priced, received } = await receive(contents.callback());
    await act('junk', id, 'awa');
    const junk = await meter();
    const swept = await sweepAt(Date.now() + 9 * DAY);
    const phases = { challenge: cost(priced, start), received: cost(received, priced), junk: cost(junk, received), sweep: cost(swept, junk) };
    const life = cost(swept, start);
    console.log(`A junk request: ${life} rows written`, JSON.stringify(phases));
    expect(life, where(swept, start)).toBeLessThanOrEqual(JUNK_BUDGET);
  });
});
