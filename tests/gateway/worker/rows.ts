import { describe, expect, it } from 'vitest';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { readSettings } from '../../../gateway/src/settings';
import { box, carries, contents, isDelivery, isNotice, nextAddress, pause, post, request, strangerContent, vars } from './client';
import { act, inboxCall, inboxPage, statuses } from './staff';

/*
 * What a request's life costs in rows written (Cloudflare bills a Durable Object's SQLite by the row written, an
 * index entry and a `setAlarm` each counting as one; the Workers Free plan allows 100,000 a day: docs/gateway-limits.md,
 * « The arithmetic »). Measured on the inbox's own cursors (store/meter.ts) under workerd, first of all the
 * scenarios, on a fresh inbox; a budget each, like the site's byte budgets, so that no change undoes it unseen.
 * Before issue 66's flood: a family's request cost 37 rows over its life, a junk one 39 (this file, on that inbox);
 * after it, 11 and 12. Issue 72 counts what a request carries (its marks: a number, an e-mail, a name, a long
 * message; a row each the day it is new) and keeps junk where the staff see it instead of deleting it.
 */

/** What the inbox's meter says (gateway/src/store/meter.ts, RowMeter: its types are workerd's, not the tests'). */
interface RowMeter {
  written: number;
  read: number;
  alarms: number;
  byStatement: Record<string, number>;
}

const METER_PATH = INBOX_PATHS.meter;

/** A family's request, from its challenge (which writes nothing) to its sweep 30 days after « Traitée »: 11, and its three marks (number, e-mail, name). */
const FAMILY_BUDGET = 14;
/**
 * A stranger's repeats past the day's share on top, swept with their group into « Indésirables » by « Toutes
 * indésirables », deleted JUNK_HOURS after: each 7 (the day's count, the request and its index entry, its group's
 * row: 4; moved to « Indésirables », the row and its new index entry: 2; deleted: 1; issue 66's swept them at the
 * tap: 5); the group's 18 (its three first requests, on top like a family's, moved and deleted: 9; the group's row,
 * its marks marked junk and their refusal swept: 7; the alarms around its notice).
 */
const FLOOD_EACH = 7;
const FLOOD_GROUP = 18;
/** A request marked « Indésirable » alone, after its notice and its copy, then deleted from « Indésirables » (issue 66's: 12, its address refused instead of its number). */
const JUNK_BUDGET = 13;
/** A stranger's request that repeats what the staff marked junk: kept in « Indésirables » (received), then deleted (issue 66's quiet refusal, « sent » and not kept: 3). */
const BINNED_BUDGET = 4;

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

  it('a stranger’s repeats from one address: past the share on top, « À vérifier », counted in a notice, swept into « Indésirables »; what repeats them after', async () => {
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
    // Received: the family's page reads « sent » and « received »; no notice names them.
    expect((await statuses(ids)).map((status) => status.state)).toEqual(flood.map(() => 'received'));
    const notices = (await box.messages()).filter((message) => isNotice(message) && flood.some((content) => carries(message, content.reference)));
    expect(notices).toEqual([]);
    const check = await inboxPage('awa', 'check');
    const link = /<a [^>]*href="([^"]*sweep=1[^"]*)"/.exec(check)?.[1]?.replaceAll('&#38;', '&') ?? '';
    const confirmation = await (await inboxCall(link)).text();
    const form = Object.fromEntries([...(/<form method="post" action="\/inbox\/junk-group"[\s\S]*?<\/form>/.exec(confirmation)?.[0] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
    const swept = await inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form });
    // The group's five and the three on top that carry the same.
    expect(swept.headers.get('Location')).toContain(`flash=junk-group&n=${flood.length + readSettings(vars).repeatsOnTop}`);
    const junked = await settled();
    // What repeats it now: « sent », kept in « Indésirables », received.
    const before = junked;
    const binned = await request(again(), {}, address);
    expect((await post(binned, { address })).answer).toEqual({ outcome: 'sent' });
    expect(await statuses([binned.id])).toEqual([{ id: binned.id, state: 'received' }]);
    const arrived = await settled();
    // The sweep, once « Indésirables » is past JUNK_HOURS and the marks' refusal too.
    const end = await sweepAt(Date.now() + 2 * DAY);
    const floodCost = cost(end, start) - cost(arrived, before);
    const binnedCost = cost(arrived, before) + 1;
    console.log(`A flood of ${flood.length} repeats: ${floodCost} rows written (the three on top and the marks' refusal included); a repeat of junk: ${binnedCost}`);
    expect(floodCost, where(end, start)).toBeLessThanOrEqual(FLOOD_EACH * flood.length + FLOOD_GROUP);
    expect(binnedCost, where(arrived, before)).toBeLessThanOrEqual(BINNED_BUDGET);
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
