import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import { GATEWAY_VISIT_PATHS, type GatewayVisitReply } from '@/lib/request/gateway/protocol';
import { newReference } from '@/lib/request/reference';
import { CONSENT_FIELD, CONSENTED } from '@/lib/request/visit/consent';
import { ACCESS_HEADER } from '../../../harness/access';
import { freePort, startGateway, type RunningGateway } from '../../../harness/gateway';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { visitKey, visitToken } from '../../../gateway/src/visits/token';
import type { OldRow } from '../fixtures/inbox-schema-5';
import { SITE_ORIGIN, STAFF } from '../gateway-setup';
import { box, contents, textOf, url, vars } from './client';
import { sign } from './staff';
import { sentTo, templateOf, tokenOfLink } from './visit-helpers';

/*
 * An inbox of schema 5 (issue 77: each visit a JSON in its request's row) brought to 6 (issue 83: visits and their
 * messages in tables of their own) by the gateway's first start on it (gateway/src/store/schema-visits.ts). Real
 * blobs, as issue 77's gateway wrote them: a visit booked (its confirmation delivered, « Je serai là »), one moved
 * (its first confirmation read, its second failed on WhatsApp and delivered by SMS, « Je dois changer » to the first),
 * one cancelled, one marked « Venu » (its reminder by SMS). After: every link already sent opens, as it did; nothing
 * sent is sent again; a provider's status of a message sent before still finds it; the reminder due leaves once; the
 * card, the list and the report read them; the journals are as they were.
 */

const FIXTURE = fileURLToPath(new URL('../fixtures/inbox-schema-5.ts', import.meta.url));
const HOUR = 60 * 60 * 1000;

let state = '';
let gateway: RunningGateway | undefined;
afterAll(async () => {
  await gateway?.stop();
  if (state) await rm(state, { recursive: true, force: true });
  await box.messaging({ gateway: url, appSecret: vars.WHATSAPP_APP_SECRET });
});

const at = (day: string, hours: number, minutes = 0) => doualaInstant(day, hours * 60 + minutes);
const line = (...entry: unknown[]) => `${JSON.stringify(entry)}\n`;

interface Made {
  row: OldRow;
  id: string;
  reference: string;
  phone: string;
  /** The link issue 77 sent: its 22 characters. */
  token: string;
  key: string;
}

/** A request taken by Awa and « Appelée » with a visit, as issue 77 kept it: its row, and the link it sent. */
async function made(received: number, visit: Record<string, unknown> & { date: string; time: string; state: string; gen: number }, steps: string, done?: number): Promise<Made> {
  const content = contents.appointment();
  const phone = content.values.phone!;
  const id = crypto.randomUUID();
  const token = (await visitToken(vars.PROOF_SECRET ?? '', id, visit.gen)).slice(0, 22);
  const key = await visitKey(token);
  const taken = received + HOUR;
  const journal =
    line(received, 'received') +
    line(taken, 'taken', STAFF.awa.name) +
    line(taken + 60_000, 'outcome', STAFF.awa.name, { kind: 'called', at: taken + 60_000, appointment: { date: visit.date, time: visit.time } }) +
    steps +
    (done ? line(done, 'done', STAFF.awa.name) : '');
  const row: OldRow = {
    id,
    reference: content.reference ?? newReference(),
    kind: 'appointment',
    locale: 'fr',
    values_json: JSON.stringify({ ...content.values, [CONSENT_FIELD]: CONSENTED }),
    received_at: received,
    grp: '',
    held: 0,
    state: done ? 'done' : 'taken',
    taken_by: STAFF.awa.name,
    taken_email: STAFF.awa.email,
    taken_at: taken,
    done_at: done ?? null,
    copy: 'sent',
    first_taken_at: taken,
    first_call_at: taken + 60_000,
    outcome: JSON.stringify({ kind: 'called', at: taken + 60_000, appointment: { date: visit.date, time: visit.time } }),
    journal,
    visit: JSON.stringify(visit),
    visit_at: visit.state === 'cancelled' ? null : at(visit.date, Number(visit.time.slice(0, 2)), Number(visit.time.slice(3))),
    visit_key: key,
  };
  return { row, id, reference: String(row.reference), phone, token, key };
}

async function opens(token: string): Promise<GatewayVisitReply> {
  const response = await fetch(`${gateway!.url}${GATEWAY_VISIT_PATHS.visit}`, { method: 'POST', headers: { Origin: SITE_ORIGIN, 'cf-connecting-ip': '192.0.2.85', 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  return (await response.json()) as GatewayVisitReply;
}

async function staffCall(path: string, form?: Record<string, string>): Promise<Response> {
  return fetch(`${gateway!.url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { [ACCESS_HEADER]: await sign(STAFF.awa.email), ...(form ? { Origin: gateway!.url, 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
}

const journalOf = async (id: string) => ((await (await staffCall(INBOX_PATHS.meter, { journal: id })).json()) as { journal: string | null }).journal;
const threadOf = async (id: string) => ((await (await staffCall(INBOX_PATHS.meter, { thread: id })).json()) as { messages: { id: string; state: string; providerId?: string }[] }).messages;

describe('an inbox of schema 5 brought to 6 (issue 83)', () => {
  it('keeps every visit and its messages: the links sent open, nothing is sent again, the reminder due leaves once, and the card, the list and the report read them', async () => {
    const today = doualaToday();
    const received = at(addDays(today, -2), 9);
    const agreedAt = received + HOUR + 60_000;
    const [ahead, later, past] = [addDays(today, 3), addDays(today, 4), addDays(today, -1)];
    const booked = await made(
      received,
      { gen: 1, rev: 1, date: ahead, time: '10:00', place: 'home', district: 'Bastos', with: STAFF.awa.name, state: 'booked', agreedAt, answers: [{ kind: 'coming', at: agreedAt + HOUR, rev: 1 }], messages: [{ rev: 1, purpose: 'confirm', whatsapp: { state: 'delivered', at: agreedAt + 2_000, id: 'wamid.B1' } }] },
      line(agreedAt, 'visit', STAFF.awa.name, { step: 'agreed', rev: 1, date: ahead, time: '10:00', place: 'home', district: 'Bastos', with: STAFF.awa.name }) +
        line(agreedAt + 1_000, 'message', null, { rev: 1, purpose: 'confirm', channel: 'whatsapp', state: 'accepted' }) +
        line(agreedAt + HOUR, 'answered', null, { kind: 'coming', rev: 1 }),
    );
    const moved = await made(
      received + 1,
      {
        gen: 1,
        rev: 2,
        date: later,
        time: '15:00',
        place: 'centre',
        state: 'booked',
        agreedAt: agreedAt + 2 * HOUR,
        answers: [{ kind: 'change', at: agreedAt + HOUR, rev: 1 }],
        messages: [
          { rev: 1, purpose: 'confirm', whatsapp: { state: 'read', at: agreedAt + 3_000, id: 'wamid.M1' } },
          { rev: 2, purpose: 'confirm', whatsapp: { state: 'failed', at: agreedAt + 2 * HOUR + 5_000, id: 'wamid.M2', error: '131026 Message undeliverable' }, sms: { state: 'delivered', at: agreedAt + 2 * HOUR + 9_000, id: '98765' } },
        ],
      },
      line(agreedAt, 'visit', STAFF.awa.name, { step: 'agreed', rev: 1, date: ahead, time: '11:00', place: 'centre' }) +
        line(agreedAt + HOUR, 'answered', null, { kind: 'change', rev: 1 }) +
        line(agreedAt + 2 * HOUR, 'visit', STAFF.awa.name, { step: 'moved', rev: 2, date: later, time: '15:00', place: 'centre' }),
    );
    const cancelled = await made(
      received + 2,
      { gen: 1, rev: 1, date: ahead, time: '16:00', place: 'centre', state: 'cancelled', reason: 'family', agreedAt, answers: [], messages: [{ rev: 1, purpose: 'confirm', whatsapp: { state: 'delivered', at: agreedAt + 4_000, id: 'wamid.C1' } }] },
      line(agreedAt, 'visit', STAFF.awa.name, { step: 'agreed', rev: 1, date: ahead, time: '16:00', place: 'centre' }) + line(agreedAt + HOUR, 'visit', STAFF.awa.name, { step: 'cancelled', rev: 1, reason: 'family' }),
    );
    const attended = await made(
      received + 3,
      {
        gen: 1,
        rev: 1,
        date: past,
        time: '09:00',
        place: 'centre',
        with: STAFF.paul.name,
        state: 'attended',
        agreedAt,
        answers: [{ kind: 'coming', at: agreedAt + HOUR, rev: 1 }],
        marked: { at: at(past, 10), by: STAFF.paul.name },
        messages: [
          { rev: 1, purpose: 'confirm', whatsapp: { state: 'delivered', at: agreedAt + 5_000, id: 'wamid.A1' } },
          { rev: 1, purpose: 'reminder', whatsapp: { state: 'refused', at: at(addDays(past, -1), 10), error: '132001 Template name does not exist' }, sms: { state: 'delivered', at: at(addDays(past, -1), 10) + 1_000, id: '555' } },
        ],
      },
      line(agreedAt, 'visit', STAFF.awa.name, { step: 'agreed', rev: 1, date: past, time: '09:00', place: 'centre', with: STAFF.paul.name }) + line(at(past, 10), 'visit', STAFF.paul.name, { step: 'attended', rev: 1 }),
    );
    const all = [booked, moved, cancelled, attended];

    state = await mkdtemp(join(tmpdir(), 'gateway-schema-5-'));
    const before = await startGateway({ port: await freePort(), vars, persistTo: state, main: FIXTURE });
    try {
      const filled = await fetch(before.url, { method: 'POST', body: JSON.stringify(all.map((one) => one.row)) });
      expect(await filled.text()).toBe('filled');
    } finally {
      await before.stop();
    }
    gateway = await startGateway({ port: await freePort(), vars, persistTo: state, perMinute: 1_000 });
    await box.messaging({ gateway: gateway.url, appSecret: vars.WHATSAPP_APP_SECRET, statusDelayMs: 10 });

    // Every link issue 77 sent opens, and says what it said.
    expect(await opens(booked.token)).toEqual({
      state: 'known',
      visit: { reference: booked.reference, locale: 'fr', revision: 1, sequence: 0, date: ahead, time: '10:00', place: 'home', district: 'Bastos', with: STAFF.awa.name, state: 'booked', answer: { kind: 'coming', at: agreedAt + HOUR } },
    });
    expect(await opens(moved.token)).toMatchObject({ state: 'known', visit: { revision: 2, sequence: 1, date: later, time: '15:00', place: 'centre', state: 'booked' } });
    // « Je dois changer » was the first revision's: the second has no answer yet.
    const movedView = await opens(moved.token);
    expect(movedView.state === 'known' ? movedView.visit.answer : 'unread').toBeUndefined();
    expect(await opens(cancelled.token)).toMatchObject({ state: 'known', visit: { state: 'cancelled' } });
    expect(await opens(attended.token)).toMatchObject({ state: 'known', visit: { state: 'attended', with: STAFF.paul.name } });

    // Their messages, each channel a row, as they stood.
    expect(await threadOf(moved.id)).toEqual([
      expect.objectContaining({ id: '1.1.confirm.whatsapp', state: 'read', providerId: 'wamid.M1' }),
      expect.objectContaining({ id: '1.2.confirm.whatsapp', state: 'failed', providerId: 'wamid.M2' }),
      expect.objectContaining({ id: '1.2.confirm.sms', state: 'delivered', providerId: '98765' }),
    ]);
    // A status of a message sent before the deploy finds it.
    const status = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.B1', status: 'read', timestamp: '1', recipient_id: '1', biz_opaque_callback_data: `${booked.key}.1.confirm` }] } }] }] });
    const posted = await fetch(`${gateway.url}/webhook/whatsapp`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': `sha256=${createHmac('sha256', vars.WHATSAPP_APP_SECRET ?? '').update(status).digest('hex')}` }, body: status });
    expect(posted.status).toBe(200);
    expect(await threadOf(booked.id)).toEqual([expect.objectContaining({ id: '1.1.confirm.whatsapp', state: 'read' })]);

    // The card: the move's messages on each channel; the cancelled one's no cancellation, said; the list.
    const mine = textOf(await (await staffCall(`${INBOX_PATHS.page}?view=mine`)).text());
    expect(mine).toContain('Confirmation WhatsApp non remise (131026 Message undeliverable), SMS reçue');
    expect(mine).toContain('Message d’annulation non envoyé\u00A0: annulé avant l’envoi des messages d’annulation');
    const list = textOf(await (await staffCall(`${INBOX_PATHS.page}?view=visits`)).text());
    for (const one of [booked, moved]) expect(list).toContain(one.reference);

    // Nothing sent is sent again; the booked one's reminder, due the day before at 10 h, leaves once, its link live.
    await staffCall(INBOX_PATHS.clock, { to: String(at(addDays(ahead, -1), 10) + 30_000) });
    const [reminder, ...more] = await sentTo(booked.phone, 1, 8_000);
    expect(templateOf(reminder!).name).toBe('rendez_vous_rappel');
    expect(more).toEqual([]);
    expect((await opens(tokenOfLink(templateOf(reminder!).params.at(-1)!))).state).toBe('known');
    for (const one of [moved, cancelled, attended]) expect(await sentTo(one.phone, 1, 300), one.reference).toEqual([]);

    // The report: « Venu » in the week of its day; the journals as they were.
    const csv = await (await staffCall(INBOX_PATHS.reportCsv)).text();
    expect(csv).toContain('Venu');
    for (const one of [moved, cancelled, attended]) expect(await journalOf(one.id), one.reference).toBe(one.row.journal);
    const bookedJournal = (await journalOf(booked.id)) ?? '';
    expect(bookedJournal.startsWith(String(booked.row.journal)), 'the booked one’s journal, its reminder’s line added').toBe(true);
    expect(bookedJournal.slice(String(booked.row.journal).length)).toMatch(/^\[\d+,"message",null,\{"rev":1,"purpose":"reminder","channel":"whatsapp","state":"accepted"\}\]\n$/);
  }, 150_000);
});
