import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../gateway/src/settings';
import { box, carries, contents, isDelivery, isNotice, mailFor, nextAddress, pause, post, request, strangerContent, vars } from './client';
import { cost, meter, settled, sweepAt, where } from './meter';
import { act, confirm, record, statuses, sweepOffered } from './staff';

/*
 * What a request's life costs in rows written (Cloudflare bills a Durable Object's SQLite by the row written, an
 * index entry and a `setAlarm` each counting as one; the Workers Free plan allows 100,000 a day: docs/gateway-limits.md,
 * « The arithmetic »). Measured on the inbox's own cursors (store/meter.ts) under workerd, first of all the
 * scenarios, on a fresh inbox; a budget each, like the site's byte budgets, so that no change undoes it unseen.
 * Before issue 66's flood: a family's request cost 37 rows over its life, a junk one 39 (this file, on that inbox);
 * after it, 11 and 12. Issue 72 counts what a request carries (its marks: a number, an e-mail, a name, a long
 * message; a row each the day it is new) and keeps junk where the staff see it instead of deleting it.
 */

/**
 * A family's request, from its challenge (which writes nothing) to its sweep 30 days after « Traitée »: 11, and its
 * three marks (number, e-mail, name; issue 72); and one call's outcome (issue 73: its row, the journal and the
 * report's times in the same statement), its times folded into its day's row of the report as it is swept, and that
 * row dropped five weeks on (shared by the day's requests: counted whole here, as for a day of one request). Its
 * « Pas de réponse » promises a call an hour on: no row of its own at any hour, the alarm it wants (at the promised
 * time in the centre's hours, its next opening at night) never sooner than the raise's already set; a promise made
 * once that alarm has run may move it, one setAlarm (worker/claims.ts counts a promise told: 2).
 */
const FAMILY_BUDGET = 17;
/** Each more outcome recorded on it: a row. */
const OUTCOME_EACH = 1;
/**
 * A stranger's repeats past the day's share on top, swept with their group into « Indésirables » by « Toutes
 * indésirables », deleted JUNK_HOURS after: each 7 (the day's count, the request and its index entry, its group's
 * row: 4; moved to « Indésirables », the row and its new index entry: 2; deleted: 1; issue 66's swept them at the
 * tap: 5); and since issue 78, named to the staff's phones like a family's (a family a stranger copied may be among
 * them): its journal's « notified » line, and here, where every request is told alone (NOTICE_GAP_SECONDS 0), the
 * outbox's state before its notice and two setAlarm: 11. At the centre's 60 s, a flood's are told together, and
 * those three are shared by all a notice names: 8 each.
 */
const FLOOD_EACH = 11;
/**
 * The group's own: its three first requests, on top like a family's, moved and deleted (9); the group's row, its
 * marks marked junk and their refusal swept (7); since issue 73, their count folded into the report's day as they are
 * deleted (1). (Before issue 78, 19: its count notice of what waits apart, once an hour, wrote its state and alarms.)
 */
const FLOOD_GROUP = 17;
/**
 * A request marked « Indésirable » alone, after its notice and its copy, then deleted from « Indésirables » (issue
 * 66's: 12, its address refused instead of its number): 13; since issue 73, its count in the report's day as it is
 * deleted (1) and that day's row dropped five weeks on (1, shared by the day's).
 */
const JUNK_BUDGET = 15;
/**
 * A stranger's request that repeats what the staff swept: since issue 78, apart in « À vérifier » at once, named on
 * the phones, and swept by a person as the inbox offers it, alone (a person decides; before, it went to
 * « Indésirables » unseen: 4, and issue 66's quiet refusal, « sent » and not kept, 3). Swept alone here: the day's
 * count 1, the request and its index entry 2, its group's row made and deleted 2, its notice (its « notified » line,
 * the outbox's state, two setAlarm) 4, moved 2, the sweep's marks marked junk again 3, deleted 1: 15. Among a flood,
 * a repeat past the share (FLOOD_EACH).
 */
const BINNED_BUDGET = 15;

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

  it('a stranger’s repeats from one address: past the share on top, « À vérifier », each named in a notice, swept into « Indésirables »; what repeats them after', async () => {
    const address = nextAddress();
    const again = strangerContent();
    // Its first few on top, as a family's would be (REPEATS_ON_TOP, 3 here).
    for (let i = 0; i < readSettings(vars).repeatsOnTop - 1; i += 1) await receive(again(), address);
    const start = (await receive(again(), address)).received;
    const flood = Array.from({ length: 5 }, again);
    const ids: string[] = [];
    for (const content of flood) {
      const body = await request(content, {}, address);
      expect((await post(body, { address })).answer).toEqual({ outcome: 'sent' });
      ids.push(body.id);
    }
    // Received: the family's page reads « sent » and « received »; each named in a notice (issue 78: « À vérifier » too).
    expect((await statuses(ids)).map((status) => status.state)).toEqual(flood.map(() => 'received'));
    for (const content of flood) expect((await mailFor(content.reference, { notices: 1 })).filter(isNotice)).toHaveLength(1);
    await settled();
    const location = await confirm(await sweepOffered(flood.at(-1)!.reference), 'junk-group');
    // The group's five and the three on top that carry the same.
    expect(location.search).toContain(`flash=junk-group&n=${flood.length + readSettings(vars).repeatsOnTop}`);
    const junked = await settled();
    // What repeats it now: « sent », apart in « À vérifier » at once, named, received; swept by a person, as offered.
    const before = junked;
    const binned = await request(again(), {}, address);
    expect((await post(binned, { address })).answer).toEqual({ outcome: 'sent' });
    expect(await statuses([binned.id])).toEqual([{ id: binned.id, state: 'received' }]);
    expect((await mailFor(binned.content.reference, { notices: 1 })).filter(isNotice)).toHaveLength(1);
    await settled();
    await confirm(await sweepOffered(binned.content.reference), 'junk-group');
    const binnedSwept = await settled();
    // The sweep, once « Indésirables » is past JUNK_HOURS and the marks' refusal too.
    const end = await sweepAt(Date.now() + 2 * DAY);
    const floodCost = cost(end, start) - cost(binnedSwept, before) - 1;
    // Its own deletion in the last sweep: one row.
    const binnedCost = cost(binnedSwept, before) + 1;
    console.log(`A flood of ${flood.length} repeats: ${floodCost} rows written (the three on top and the marks' refusal included); a repeat of junk: ${binnedCost}`);
    expect(floodCost, where(end, start)).toBeLessThanOrEqual(FLOOD_EACH * flood.length + FLOOD_GROUP);
    expect(binnedCost, where(binnedSwept, before)).toBeLessThanOrEqual(BINNED_BUDGET);
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
