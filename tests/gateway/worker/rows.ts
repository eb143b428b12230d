import { describe, expect, it } from 'vitest';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { box, carries, contents, isDelivery, isNotice, nextAddress, pause, post, request, titleOf } from './client';
import { cost, meter, settled, sweepAt, where } from './meter';
import { act, inboxCall, inboxPage, record, statuses } from './staff';

/*
 * What a request's life costs in rows written (Cloudflare bills a Durable Object's SQLite by the row written, an
 * index entry and a `setAlarm` each counting as one; the Workers Free plan allows 100,000 a day: docs/gateway-limits.md,
 * « The arithmetic »). Measured on the inbox's own cursors (store/meter.ts) under workerd, first of all the
 * scenarios, on a fresh inbox; a budget each, like the site's byte budgets, so that no change undoes it unseen.
 * Before issue 66's flood: a family's request cost 37 rows over its life, a junk one 39 (this file, on that inbox).
 */

/**
 * A family's request, from its challenge (which writes nothing) to its sweep 30 days after « Traitée », with one
 * call's outcome (issue 73: its row, the journal and the report's times in the same statement), its times folded
 * into its day's row of the report as it is swept, and that row dropped five weeks on (shared by the day's requests:
 * counted whole here, as for a day of one request). 11 before issue 73.
 */
const FAMILY_BUDGET = 14;
/** Each more outcome recorded on it, and a raise (nobody took it in time): a row each. */
const OUTCOME_EACH = 1;
/** A flood's requests past their address's quiet share, swept with their group by « Toutes indésirables »: each, and the group's. */
const FLOOD_EACH = 5;
/** A group: 7, and since issue 73 its count in the report's day (one row a day touched). */
const FLOOD_GROUP = 8;
/** A request marked « Indésirable » alone, after its notice and its copy: with its count in the report's day (issue 73: 12 before), and that day dropped. */
const JUNK_BUDGET = 14;
/** A post refused quietly (its address marked junk): its proof spent, its id remembered, the id's memory swept. */
const QUIET_BUDGET = 3;

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
    await record(id, { result: 'no-answer', callback: '' });
    const called = await meter();
    await record(id, { result: 'called' });
    const again = await meter();
    await act('done', id, 'awa');
    const done = await meter();
    const swept = await sweepAt(Date.now() + 31 * DAY);
    const forgotten = await sweepAt(Date.now() + 36 * DAY);
    const phases = {
      challenge: cost(priced, start),
      received: cost(received, priced),
      take: cost(taken, received),
      outcome: cost(called, taken),
      done: cost(done, again),
      sweep: cost(swept, done),
      reportDay: cost(forgotten, swept),
    };
    // The life with one outcome: the second is counted apart, as each more one is.
    const life = cost(forgotten, start) - cost(again, called);
    console.log(`A family's request: ${life} rows written, each more outcome ${cost(again, called)}`, JSON.stringify(phases));
    expect(life, where(forgotten, start)).toBeLessThanOrEqual(FAMILY_BUDGET);
    expect(cost(again, called), where(again, called)).toBeLessThanOrEqual(OUTCOME_EACH);
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
    const forgotten = await sweepAt(Date.now() + 36 * DAY);
    const phases = { challenge: cost(priced, start), received: cost(received, priced), junk: cost(junk, received), sweep: cost(swept, junk), reportDay: cost(forgotten, swept) };
    const life = cost(forgotten, start);
    console.log(`A junk request: ${life} rows written`, JSON.stringify(phases));
    expect(life, where(forgotten, start)).toBeLessThanOrEqual(JUNK_BUDGET);
  });
});
