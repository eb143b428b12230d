import { describe, expect, it } from 'vitest';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { GATEWAY_PATHS } from '@/lib/request/gateway/protocol';
import { call, contents, pause, post, request } from './client';
import { settled, sweepAt } from './meter';
import { act, inboxCall, inboxPage, journalOf, received, record, statuses } from './staff';

/*
 * A request's journal (issue 73): every action on it, who and when, kept in its row and deleted with it; append
 * only. Through every route the gateway has, each step may only add to what it holds; and the statements no route
 * runs (emptied, forged, cut, rewritten: METER_ROWS' hook) are refused by the inbox's database itself.
 */

/** Every step keeps what the journal held, whole, at its start. */
function appendOnly(steps: { name: string; journal: string | null }[]): void {
  for (let index = 1; index < steps.length; index += 1) {
    const before = steps[index - 1]!;
    const after = steps[index]!;
    expect(after.journal, after.name).not.toBeNull();
    expect(after.journal!.startsWith(before.journal!), `${after.name} kept « ${before.journal} »`).toBe(true);
  }
}

describe('a request’s journal', () => {
  it('grows with every action, through every route, and nothing ever rewrites it', async () => {
    const content = contents.appointment();
    const body = await request(content);
    expect((await post(body)).answer).toEqual({ outcome: 'sent' });
    const receivedBy = Date.now();
    const { id } = body;
    await settled();
    const steps: { name: string; journal: string | null }[] = [{ name: 'received, told', journal: await journalOf(id) }];
    const step = async (name: string, done: () => Promise<unknown>) => {
      await done();
      steps.push({ name, journal: await journalOf(id) });
    };
    const form = (extra: Record<string, string>) => ({ [ACTION_FIELDS.id]: id, [ACTION_FIELDS.view]: 'open', [ACTION_FIELDS.lang]: 'fr', journal: '[]', ...extra });
    // The same id posted again, other words, another proof: « already sent », and nothing of it in the journal.
    await step('posted again', async () => expect((await post({ ...(await request({ ...content, values: { ...content.values, message: 'journal' } })), id })).answer).toEqual({ outcome: 'sent', duplicate: true }));
    await step('status', () => statuses([id]));
    await step('a page of the inbox', () => inboxPage('awa'));
    await step('the report', () => inboxCall(INBOX_PATHS.report));
    await step('the report as CSV', () => inboxCall(INBOX_PATHS.reportCsv));
    await step('an outcome before it is hers', () => record(id, { result: 'called' }));
    await step('taken', () => act('take', id, 'awa'));
    await step('taken again, by another', () => act('take', id, 'paul'));
    await step('given back by another', () => act('release', id, 'paul'));
    // A form that names a journal of its own, or a field no form has: read as the action alone.
    await step('no answer, with a journal field', () => inboxCall(INBOX_PATHS.outcome, { method: 'POST', form: form({ result: 'no-answer', callback: '14:00' }) }));
    await step('WhatsApp', () => record(id, { result: 'whatsapp' }));
    await step('given back', () => act('release', id, 'awa'));
    await step('taken by Paul', () => act('take', id, 'paul'));
    await step('called', () => record(id, { result: 'called', date: '2099-01-05', time: '10:00' }, 'paul', 'mine'));
    await step('junk of a group, naming it', () => inboxCall(INBOX_PATHS.action('junk-group'), { method: 'POST', form: form({ [ACTION_FIELDS.group]: id }) }));
    await step('done', () => act('done', id, 'paul'));
    await step('done again', () => act('done', id, 'awa'));
    await step('a status from the site', () => call(GATEWAY_PATHS.status, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids: [id] }) }));
    appendOnly(steps);
    const actions = (steps.at(-1)!.journal ?? '').trim().split('\n').map((line) => (JSON.parse(line) as unknown[]).slice(1, 3));
    expect(actions).toEqual([
      ['received'],
      ['notified'],
      ['taken', 'Awa'],
      ['outcome', 'Awa'],
      ['outcome', 'Awa'],
      ['released', 'Awa'],
      ['taken', 'Paul'],
      ['outcome', 'Paul'],
      ['done', 'Paul'],
    ]);
    // On its card, folded: who did what, when.
    const page = await inboxPage('awa', 'done');
    expect(page).toContain('<summary>Journal (9)</summary>');
    expect(page).toContain('Prise par Paul');
    expect(page).toContain('Paul\u00A0: Appelée à');

    // By hand, as no route does: emptied, forged, cut, rewritten, replaced (an upsert, INSERT OR REPLACE, REPLACE),
    // deleted and written again with another journal (issue 78): each refused by the database.
    // Past the seconds a row may be inserted with (schema.ts, RECEIVED_SLACK_MS): brought back, it would be a new receipt.
    await pause(Math.max(0, receivedBy + 6_000 - Date.now()));
    const before = await journalOf(id);
    const response = await inboxCall(INBOX_PATHS.meter, { method: 'POST', form: { rewrite: id } });
    expect(await response.json()).toEqual({ tried: 10, refused: 10, journal: before });
  });

  it('says « Indésirable » and « Pas indésirable », and is deleted with its request, JUNK_HOURS after', async () => {
    const id = await received(contents.callback());
    await act('take', id, 'awa');
    await act('junk', id, 'paul');
    await act('not-junk', id, 'awa');
    await act('junk', id, 'awa');
    const journal = await journalOf(id);
    expect(journal).toMatch(/"taken","Awa"\]\n/);
    expect(journal).toMatch(/\[\d+,"junk","Paul"\]\n\[\d+,"not-junk","Awa"\]\n\[\d+,"junk","Awa"\]\n$/);
    // Deleted from « Indésirables » JUNK_HOURS on, its journal with it.
    await sweepAt(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(await journalOf(id)).toBeNull();
    expect(await statuses([id])).toEqual([{ id, state: 'unknown' }]);
  });
});
