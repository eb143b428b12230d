import { describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import { handedBackNotice, promisedNotice } from '@/lib/request/for-gateway';
import { nbsp } from '@/lib/typography';
import { givenBackAt, promiseDueAt, promiseOf, remindAt, wasReminded } from '../../gateway/src/promise';
import { CENTRE_DAYS } from '../site/centre-days';

/*
 * A call promised (« Pas de réponse », « Je rappelle à … »: gateway/src/promise.ts), on the hours as shipped
 * (Monday–Friday 8 h – 18 h, Saturday 9 h – 14 h, no Sunday: tests/site/centre-days.ts): when the phones are told,
 * when the request goes back without news, and what the notices say. Every expected instant counted by hand.
 */

/** An instant at hh:mm in Yaoundé on an ISO day. */
const at = (day: string, time: string) => doualaInstant(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
const HOUR = 60 * 60_000;
// Thursday 26 November 2026.
const THURSDAY = '2026-11-26';

describe('a call promised', () => {
  const promise = { at: at(THURSDAY, '10:20'), callback: at(THURSDAY, '14:00') };

  it('is held by « Pas de réponse » alone', () => {
    expect(promiseOf({ kind: 'no-answer', at: promise.at, callback: promise.callback })).toEqual(promise);
    expect(promiseOf({ kind: 'called', at: promise.at })).toBeNull();
    expect(promiseOf({ kind: 'whatsapp', at: promise.at })).toBeNull();
    expect(promiseOf(null)).toBeNull();
  });

  it('is told at its time when the centre is open then; at the next opening when it is not', () => {
    expect(remindAt(promise, CENTRE_DAYS)).toBe(at(THURSDAY, '14:00'));
    // Thursday 19 h, the centre closed at 18 h: Friday 8 h.
    expect(remindAt({ ...promise, callback: at(THURSDAY, '19:00') }, CENTRE_DAYS)).toBe(at('2026-11-27', '08:00'));
    // Saturday 15 h: Monday 8 h (no Sunday).
    expect(remindAt({ ...promise, callback: at('2026-11-28', '15:00') }, CENTRE_DAYS)).toBe(at('2026-11-30', '08:00'));
    // The hours never read: the time itself.
    expect(remindAt({ ...promise, callback: at(THURSDAY, '19:00') }, null)).toBe(at(THURSDAY, '19:00'));
  });

  it('goes back CLAIM_HOURS of open time after its time: counted in the centre’s hours', () => {
    expect(givenBackAt(promise, 2 * HOUR, CENTRE_DAYS)).toBe(at(THURSDAY, '16:00'));
    // Friday 17 h: Friday's last hour, then Saturday's first.
    expect(givenBackAt({ ...promise, callback: at('2026-11-27', '17:00') }, 2 * HOUR, CENTRE_DAYS)).toBe(at('2026-11-28', '10:00'));
    // Promised for Christmas Eve 17 h 30: half an hour, then Saturday 26 (Christmas closed) from 9 h.
    expect(givenBackAt({ ...promise, callback: at('2026-12-24', '17:30') }, 2 * HOUR, CENTRE_DAYS)).toBe(at('2026-12-26', '10:30'));
    expect(givenBackAt(promise, 2 * HOUR, null)).toBe(at(THURSDAY, '16:00'));
  });

  it('wakes the alarm when it is first due, in the centre’s hours: its reminder; without phones to remind, its give-back', () => {
    const phones = { remind: true, claimMs: 2 * HOUR };
    expect(promiseDueAt(promise, phones, CENTRE_DAYS)).toBe(at(THURSDAY, '14:00'));
    // « Pas de réponse » at 21 h, « Je rappelle à 22 h »: nothing to wake for before Friday 8 h (the morning's run).
    expect(promiseDueAt({ at: at(THURSDAY, '21:00'), callback: at(THURSDAY, '22:00') }, phones, CENTRE_DAYS)).toBe(at('2026-11-27', '08:00'));
    expect(promiseDueAt(promise, { ...phones, remind: false }, CENTRE_DAYS)).toBe(at(THURSDAY, '16:00'));
    expect(promiseDueAt({ at: at(THURSDAY, '21:00'), callback: at(THURSDAY, '22:00') }, { ...phones, remind: false }, CENTRE_DAYS)).toBe(at('2026-11-27', '10:00'));
  });

  it('is told once: a reminder written after it was made is its own; one before was of an older promise', () => {
    expect(wasReminded(promise, [{ at: at(THURSDAY, '14:00'), action: 'reminded' }])).toBe(true);
    expect(wasReminded(promise, [{ at: at(THURSDAY, '09:00'), action: 'reminded' }])).toBe(false);
    expect(wasReminded(promise, [{ at: at(THURSDAY, '14:00'), action: 'raised' }])).toBe(false);
    expect(wasReminded(promise, [])).toBe(false);
  });
});

describe('the notices of a call promised', () => {
  const now = at(THURSDAY, '14:00');
  const inbox = 'https://passerelle.aide-et-vie.cm/inbox/';

  it('at its time: the reference, who promised, when, and what follows without news; the inbox’s button', () => {
    const notice = promisedNotice([{ reference: 'AV-7K3Q', by: 'Awa', callback: now, backAt: at(THURSDAY, '16:00') }], now, inbox);
    expect(notice.title).toBe(`Rappel promis${nbsp}: AV-7K3Q`);
    expect(notice.message).toBe(
      `AV-7K3Q${nbsp}: Awa a promis de rappeler vers 14${nbsp}h. Sans nouveau résultat d'appel, retour dans «${nbsp}À prendre${nbsp}» à 16${nbsp}h.\nUne fois l'appel fait, notez son résultat dans la boîte.`,
    );
    expect(notice.priority).toBe(4);
    expect(notice.action).toEqual({ label: 'Ouvrir la boîte', url: inbox });
    // Several at once: one notice; going back the next day says so.
    const two = promisedNotice(
      [
        { reference: 'AV-7K3Q', by: 'Awa', callback: now, backAt: at(THURSDAY, '16:00') },
        { reference: 'AV-M4PX', by: 'Paul', callback: now, backAt: at('2026-11-27', '09:00') },
      ],
      now,
      inbox,
    );
    expect(two.title).toBe('2 rappels promis maintenant');
    expect(two.message).toContain(`AV-M4PX${nbsp}: Paul a promis de rappeler vers 14${nbsp}h. Sans nouveau résultat d'appel, retour dans «${nbsp}À prendre${nbsp}» demain à 9${nbsp}h.`);
  });

  it('given back without news: who had promised, and for when', () => {
    const notice = handedBackNotice([{ reference: 'AV-7K3Q', by: 'Awa', since: at(THURSDAY, '10:12'), promised: at('2026-11-25', '20:30') }], now, inbox);
    expect(notice.title).toBe(`AV-7K3Q revient dans «${nbsp}À prendre${nbsp}»`);
    expect(notice.message).toBe(`AV-7K3Q${nbsp}: Awa avait promis de rappeler hier vers 20${nbsp}h${nbsp}30, sans nouveau résultat d'appel depuis.\nQui peut la prendre${nbsp}?`);
    // A claim left without any outcome reads as before.
    expect(handedBackNotice([{ reference: 'AV-7K3Q', by: 'Awa', since: at(THURSDAY, '10:12') }], now, inbox).message).toBe(
      `AV-7K3Q${nbsp}: prise par Awa à 10${nbsp}h${nbsp}12, sans résultat d'appel depuis.\nQui peut la prendre${nbsp}?`,
    );
  });
});
