import { describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import { readVisitWhere } from '../../gateway/src/visits/fields';
import { messageId, type VisitRecord } from '../../gateway/src/visits/model';
import { markableNow } from '../../gateway/src/visits/results';
import { dueAt } from '../../gateway/src/visits/schedule';
import { transition, VISIT_EVENTS, VISIT_TRANSITIONS, type VisitEvent, type VisitState } from '../../gateway/src/visits/transition';

/*
 * The visit's one transition function (issue 83; gateway/src/visits/transition.ts): its table closed over every phase
 * and event, and each event's own rule, worked out by hand: a move of who comes alone keeps the revision (no message),
 * a move of its day makes one; a cancel after a message was sent makes its own; a result from its time on; an answer
 * before the visit's hour, a change of mind allowed, the same again writing nothing; a message written before it leaves,
 * never twice; a consent withdrawn once.
 */

const HOUR = 60 * 60 * 1000;
const at = doualaInstant('2026-12-01', 11 * 60);
const agreedAt = at - 72 * HOUR;
const booked = (changes: Partial<VisitRecord> = {}): VisitRecord => ({
  requestId: 'r1',
  gen: 1,
  rev: 1,
  seq: 0,
  date: '2026-12-01',
  time: '11:00',
  at,
  place: 'home',
  district: 'Bastos',
  with: 'Awa',
  phase: 'booked',
  agreedAt,
  revAt: agreedAt,
  changedAt: agreedAt,
  unsent: [],
  linkKey: 'K'.repeat(27),
  messages: [],
  ...changes,
});
const stateOf = (visit: VisitRecord | null, now = agreedAt + HOUR): VisitState => ({ visit, request: { id: 'r1', consented: true, consentOff: false }, now });
const where = { date: '2026-12-01', time: '11:00', place: 'home' as const, district: 'Bastos', with: 'Awa' };

describe('the visit’s transition', () => {
  it('is one closed table: every phase and every event named', () => {
    for (const phase of Object.keys(VISIT_TRANSITIONS) as (keyof typeof VISIT_TRANSITIONS)[]) expect(Object.keys(VISIT_TRANSITIONS[phase]).sort()).toEqual([...VISIT_EVENTS].sort());
    // Nothing but a new visit from none, cancelled or marked; the rest refused.
    expect(transition(stateOf(null), { kind: 'move', where, by: 'Awa' }).kind).toBe('refused');
    expect(transition(stateOf(booked({ phase: 'cancelled' })), { kind: 'answer', answer: 'coming' }).kind).toBe('refused');
  });

  it('agrees a visit: a new row, the next generation after a cancelled one, its calendar sequence going on', () => {
    const first = transition(stateOf(null), { kind: 'agree', where, by: 'Awa', linkKey: 'A'.repeat(27) });
    expect(first).toMatchObject({ kind: 'applied', visit: { insert: { gen: 1, rev: 1, seq: 0, phase: 'booked', at } }, journal: [{ action: 'visit', by: 'Awa', visit: { step: 'agreed', rev: 1 } }] });
    const again = transition(stateOf(booked({ phase: 'cancelled', seq: 3 })), { kind: 'agree', where, by: 'Awa', linkKey: 'B'.repeat(27) });
    expect(again).toMatchObject({ kind: 'applied', visit: { insert: { gen: 2, rev: 1, seq: 4, linkKey: 'B'.repeat(27) } } });
  });

  it('moves who comes alone without a new revision (no message), and its day with one', () => {
    const who = transition(stateOf(booked()), { kind: 'move', where: { ...where, with: 'Paul' }, by: 'Awa' });
    expect(who).toMatchObject({ kind: 'applied', visit: { update: { rev: 1, seq: 1, with: 'Paul', withAt: agreedAt + HOUR } } });
    const day = transition(stateOf(booked()), { kind: 'move', where: { ...where, date: '2026-12-02' }, by: 'Awa' });
    expect(day).toMatchObject({ kind: 'applied', visit: { update: { rev: 2, seq: 1, date: '2026-12-02', revAt: agreedAt + HOUR } } });
    expect(transition(stateOf(booked()), { kind: 'move', where, by: 'Awa' }).kind).toBe('refused');
    // « Appelée » again on a visit booked is a move.
    expect(transition(stateOf(booked()), { kind: 'agree', where: { ...where, time: '12:00' }, by: 'Awa', linkKey: 'C'.repeat(27) })).toMatchObject({ visit: { update: { rev: 2, time: '12:00' } } });
  });

  it('says a move, a cancellation, in messages of their own, once the family was told of it', () => {
    const told = booked({ messages: [{ requestId: 'r1', id: messageId(1, 1, 'confirm', 'whatsapp'), visitGen: 1, direction: 'out', channel: 'whatsapp', purpose: 'confirm', rev: 1, state: 'delivered', at: agreedAt, stateAt: agreedAt }] });
    const times = { REMINDER_HOUR: 10 };
    expect(dueAt(booked(), 'confirm', times)).toBe(agreedAt);
    // Its revision's confirmation is still its own (sent: nextStep says done); a move's is due instead of another.
    expect(dueAt(told, 'confirm', times)).toBe(agreedAt);
    expect(dueAt({ ...told, rev: 2, revAt: agreedAt + HOUR }, 'confirm', times)).toBeNull();
    expect(dueAt({ ...told, rev: 2, revAt: agreedAt + HOUR }, 'moved', times)).toBe(agreedAt + HOUR);
    // Told nothing before (no consent then, or unsent): a move is confirmed as a first message.
    expect(dueAt({ ...booked(), rev: 2, revAt: agreedAt + HOUR }, 'moved', times)).toBeNull();
    expect(dueAt({ ...booked(), rev: 2, revAt: agreedAt + HOUR }, 'confirm', times)).toBe(agreedAt + HOUR);
    expect(dueAt({ ...told, phase: 'cancelled', changedAt: agreedAt + HOUR }, 'cancelled', times)).toBe(agreedAt + HOUR);
    expect(dueAt({ ...booked(), phase: 'cancelled', changedAt: agreedAt + HOUR }, 'cancelled', times)).toBeNull();
  });

  it('marks a result from its time on: « Venu » half an hour before at most, « Absent » from the hour', () => {
    expect(markableNow(at, at - 31 * 60_000)).toEqual([]);
    expect(markableNow(at, at - 30 * 60_000)).toEqual(['attended']);
    expect(markableNow(at, at)).toEqual(['attended', 'missed']);
    expect(transition(stateOf(booked(), at - 80 * 60_000), { kind: 'mark', result: 'attended', by: 'Awa' }).kind).toBe('refused');
    const came = transition(stateOf(booked(), at - 20 * 60_000), { kind: 'mark', result: 'attended', by: 'Awa' });
    expect(came).toMatchObject({ kind: 'applied', visit: { update: { phase: 'marked', result: 'attended', markedBy: 'Awa' } }, journal: [{ visit: { step: 'marked', result: 'attended' } }] });
    expect(transition(stateOf(booked({ phase: 'marked', result: 'attended' }), at + HOUR), { kind: 'mark', result: 'attended', by: 'Awa' }).kind).toBe('refused');
    expect(transition(stateOf(booked({ phase: 'marked', result: 'attended' }), at + HOUR), { kind: 'mark', result: 'missed', by: 'Paul' }).kind).toBe('applied');
  });

  it('takes the family’s answer until the visit’s hour, a change of mind included; the same again writes nothing', () => {
    const coming = transition(stateOf(booked()), { kind: 'answer', answer: 'coming' });
    expect(coming).toMatchObject({ kind: 'applied', visit: { update: { answer: { kind: 'coming', rev: 1 } } } });
    expect(coming).not.toHaveProperty('backOnTop');
    const said = booked({ answer: { kind: 'coming', at: agreedAt, rev: 1 }, comingAt: agreedAt });
    expect(transition(stateOf(said), { kind: 'answer', answer: 'coming' }).kind).toBe('same');
    expect(transition(stateOf(said), { kind: 'answer', answer: 'change' })).toMatchObject({ kind: 'applied', backOnTop: true, visit: { update: { answer: { kind: 'change' }, comingAt: agreedAt } } });
    // Hers, not done: it stays hers.
    expect(transition(stateOf(said), { kind: 'answer', answer: 'change' }, { held: true, done: false })).not.toHaveProperty('backOnTop');
    expect(transition(stateOf(said, at), { kind: 'answer', answer: 'change' }).kind).toBe('refused');
  });

  it('writes a message before it leaves, never twice; its provider’s answer and statuses forward only, receipts unjournaled', () => {
    const event = (progress: Extract<VisitEvent, { kind: 'message' }>['progress']): VisitEvent => ({ kind: 'message', progress });
    const leaving = transition(stateOf(booked()), event({ step: 'leaving', rev: 1, purpose: 'confirm', channel: 'whatsapp' }));
    expect(leaving).toMatchObject({ kind: 'applied', message: { insert: { id: '1.1.confirm.whatsapp', state: 'leaving' } }, journal: [] });
    const written = leaving.kind === 'applied' && leaving.message && 'insert' in leaving.message ? leaving.message.insert : null;
    const withOne = booked({ messages: [written!] });
    expect(transition(stateOf(withOne), event({ step: 'leaving', rev: 1, purpose: 'confirm', channel: 'whatsapp' })).kind).toBe('refused');
    expect(transition(stateOf(withOne), event({ step: 'said', id: written!.id, state: 'accepted', providerId: 'wamid.1' }))).toMatchObject({ message: { update: { state: 'accepted', providerId: 'wamid.1' } }, journal: [{ action: 'message' }] });
    const accepted = booked({ messages: [{ ...written!, state: 'accepted', providerId: 'wamid.1' }] });
    expect(transition(stateOf(accepted), event({ step: 'status', id: written!.id, state: 'delivered' }))).toMatchObject({ message: { update: { state: 'delivered', providerId: 'wamid.1' } }, journal: [] });
    expect(transition(stateOf(accepted), event({ step: 'status', id: written!.id, state: 'sent' })).kind).toBe('same');
    expect(transition(stateOf(withOne), event({ step: 'lost', id: written!.id }))).toMatchObject({ message: { update: { state: 'unknown', stateAt: written!.stateAt } } });
  });

  it('withdraws the family’s consent once, journaled by who asked; none given, nothing', () => {
    expect(transition(stateOf(booked()), { kind: 'withdraw', by: 'Awa' })).toMatchObject({ kind: 'applied', consentOff: agreedAt + HOUR, journal: [{ action: 'consent', by: 'Awa' }] });
    expect(transition(stateOf(null), { kind: 'withdraw', by: null })).toMatchObject({ kind: 'applied', journal: [{ action: 'consent' }] });
    expect(transition({ ...stateOf(booked()), request: { id: 'r1', consented: true, consentOff: true } }, { kind: 'withdraw', by: null }).kind).toBe('same');
    expect(transition({ ...stateOf(booked()), request: { id: 'r1', consented: false, consentOff: false } }, { kind: 'withdraw', by: null }).kind).toBe('same');
  });
});

describe('a visit’s form, tampered with', () => {
  it('refuses a place that is no place, whatever an object holds: « toString », « __proto__ », « constructor »', () => {
    const choices = { districts: ['Bastos'], names: ['Awa'] };
    const now = agreedAt;
    for (const place of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'hospital']) expect(readVisitWhere({ date: '2026-12-01', time: '11:00', place }, choices, now), place).toBeNull();
    expect(readVisitWhere({ date: '2026-12-01', time: '11:00' }, choices, now)).toMatchObject({ place: 'centre' });
    expect(readVisitWhere({ date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', with: 'Awa' }, choices, now)).toEqual(where);
  });
});
