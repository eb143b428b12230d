import { describe, expect, it } from 'vitest';
import { fill } from '@/lib/i18n';
import type { GatewayVisitView } from '@/lib/request/gateway/protocol';
import type { VisitCall } from '@/lib/request/visit';
import { ANSWER_OUTCOMES, answerOutcome } from '@/lib/request/visit/answered';
import { FOLLOW_AFTER_EVERY_MS, FOLLOW_EVERY_MS, followEvery, isToCome, MARK_WAIT_MS, visitPhase, visitStart } from '@/lib/request/visit/phase';
import { visitCopy } from '@/copy/request/visit';

/*
 * Where a visit stands for its family (lib/request/visit/phase.ts), how often a page on screen asks about it, and
 * what a tap on « Je serai là » or « Je dois changer » came to (lib/request/visit/answered.ts): the same for the
 * link's page and the sending device, and never silent (issue 83).
 */

const view: GatewayVisitView = { reference: 'AV-7K3Q', locale: 'fr', revision: 1, date: '2026-12-01', time: '11:00', place: 'home', district: 'Bastos', state: 'booked' };
const START = Date.UTC(2026, 11, 1, 10, 0); // 11 h in Yaoundé
const BEFORE = START - 60 * 60_000;
const known = (visit: Partial<GatewayVisitView>): VisitCall => ({ reply: { state: 'known', visit: { ...view, ...visit } } });

describe('where a visit stands, and how often a page asks (lib/request/visit/phase.ts)', () => {
  it('is to come until its hour in Yaoundé, not its day: then passed; « Venu » took place; « Absent » reads as passed; cancelled', () => {
    expect(visitStart(view)).toBe(START);
    expect(visitPhase(view, START - 1)).toBe('upcoming');
    expect(visitPhase(view, START)).toBe('passed');
    expect(isToCome(view, START - 1)).toBe(true);
    expect(isToCome(view, START)).toBe(false);
    expect(isToCome(undefined, BEFORE)).toBe(false);
    expect(visitPhase({ ...view, state: 'missed' }, BEFORE)).toBe('passed');
    expect(visitPhase({ ...view, state: 'attended' }, BEFORE)).toBe('attended');
    expect(visitPhase({ ...view, state: 'cancelled' }, BEFORE)).toBe('cancelled');
  });

  it('asks every minute while it is to come, every ten minutes from its hour until it is marked (a day at most), and never once it is over', () => {
    expect(followEvery(view, BEFORE)).toBe(FOLLOW_EVERY_MS);
    expect(FOLLOW_EVERY_MS).toBeLessThanOrEqual(60_000);
    expect(followEvery(view, START)).toBe(FOLLOW_AFTER_EVERY_MS);
    expect(followEvery(view, START + MARK_WAIT_MS - 1)).toBe(FOLLOW_AFTER_EVERY_MS);
    expect(followEvery(view, START + MARK_WAIT_MS)).toBeNull();
    for (const state of ['cancelled', 'attended', 'missed'] as const) expect(followEvery({ ...view, state }, BEFORE), state).toBeNull();
    expect(followEvery(undefined, BEFORE)).toBeNull();
  });
});

describe('what a tap came to (lib/request/visit/answered.ts)', () => {
  it('says taken only when the visit the gateway answers carries this answer, for the day on screen', () => {
    expect(answerOutcome('coming', view, known({ answer: { kind: 'coming', at: 1 } }), BEFORE)).toBe('answered');
    expect(answerOutcome('change', view, known({ answer: { kind: 'change', at: 1 } }), BEFORE)).toBe('answered');
  });

  it('never takes a refusal for an answer: another answer standing (« Je serai là » after « Je dois changer »), a move meanwhile, a cancel, the hour come, a mark', () => {
    expect(answerOutcome('coming', view, known({ answer: { kind: 'change', at: 1 } }), BEFORE)).toBe('not-taken');
    expect(answerOutcome('coming', view, known({}), BEFORE)).toBe('unavailable');
    expect(answerOutcome('coming', view, known({ revision: 2, time: '15:00', answer: { kind: 'coming', at: 1 } }), BEFORE)).toBe('moved');
    expect(answerOutcome('coming', view, known({ revision: 2, district: 'Essos' }), BEFORE)).toBe('moved');
    // Who comes changed: not a move (the day, the hour and the place are the same).
    expect(answerOutcome('coming', view, known({ revision: 2, with: 'Paul', answer: { kind: 'coming', at: 1 } }), BEFORE)).toBe('answered');
    expect(answerOutcome('change', view, known({ state: 'cancelled' }), BEFORE)).toBe('cancelled');
    expect(answerOutcome('change', view, known({}), START)).toBe('passed');
    expect(answerOutcome('change', view, known({ state: 'attended' }), BEFORE)).toBe('passed');
    expect(answerOutcome('change', view, known({ state: 'missed' }), BEFORE)).toBe('passed');
  });

  it('tells unknown, the connection, the limit and the gateway apart', () => {
    expect(answerOutcome('coming', view, { reply: { state: 'unknown' } }, BEFORE)).toBe('unknown');
    for (const failed of ['offline', 'limited', 'unavailable'] as const) expect(answerOutcome('coming', view, { failed }, BEFORE)).toBe(failed);
  });

  it('has words for every outcome in both languages, every one but « answered » said as a fault, the answer that stands named', () => {
    for (const outcome of Object.keys(ANSWER_OUTCOMES) as (keyof typeof ANSWER_OUTCOMES)[]) {
      expect(ANSWER_OUTCOMES[outcome], outcome).toBe(outcome === 'answered' ? 'said' : 'fault');
      if (outcome === 'answered') continue;
      for (const locale of ['fr', 'en'] as const) expect(visitCopy[locale].notAnswered[outcome], `${outcome} ${locale}`).toBeTruthy();
    }
    const words = visitCopy.fr;
    expect(fill(words.notAnswered['not-taken'], { answer: words.answers.change })).toBe(
      'Votre réponse n’a pas été enregistrée\u00A0: nous gardons «\u00A0Je dois changer\u00A0». Pour nous dire autre chose, appelez-nous.',
    );
  });
});
