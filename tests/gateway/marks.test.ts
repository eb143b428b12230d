import { describe, expect, it } from 'vitest';
import { isStrong, kindOfMark, markTexts, marksOf, MESSAGE_MIN, plainWords } from '../../gateway/src/marks';
import { copyOf, copyShare, enough, marksToCount, sharedMarks, sharedStrongMarks, sweptFromTop, triage } from '../../gateway/src/triage';
import { applicationValues } from '@/lib/request/application';
import { callbackValues } from '@/lib/request/callback';
import type { RequestContent } from '@/lib/request/payload';

/*
 * What a stranger repeats and families do not share by chance (issue 72): a request's marks (gateway/src/marks.ts),
 * and what they decide (gateway/src/triage.ts): « À prendre », « À vérifier » or « Indésirables », and the copy.
 * Never the network address: families share their carrier's.
 */

const SECRET = 'a secret of the tests';
const appointment = (values: Record<string, string>): RequestContent => ({
  locale: 'fr',
  reference: 'AV-7K3Q',
  values: { serviceType: '', message: '', fullName: 'Marie Ngono', phone: '+237671234567', email: 'marie@example.cm', appointmentDate: '2026-11-30', appointmentTime: '10:30', ...values },
});
const slot = { slot: 'afternoon', from: '12:00', to: '17:00' } as const;
const callback = (phone: string, name = ''): RequestContent => ({ locale: 'fr', reference: 'AV-2222', kind: 'callback', values: callbackValues({ phone, name, date: '2026-11-30', slot, service: 'Soins infirmiers' }) });
const SPAM = 'Félicitations ! Vous avez gagné un téléphone : appelez vite notre service client.';

describe('a request’s marks', () => {
  it('read a text as its letters and digits: case, accents, spaces and punctuation aside', () => {
    expect(plainWords('  Gagnez  UN Cadeau ! ')).toBe('gagnez un cadeau');
    expect(plainWords('Hervé-Éloïse\u00A0N’Goa')).toBe('herve eloise n goa');
    expect(plainWords('ＡＢＣ１２３')).toBe('abc123');
  });

  it('are its number, its e-mail, its long message and its full name; nothing families share by chance', () => {
    expect(markTexts(appointment({ message: SPAM }))).toEqual({
      phone: '237671234567',
      email: 'marie@example.cm',
      message: plainWords(SPAM).replaceAll(' ', ''),
      name: 'marie ngono',
    });
    // A short message, a lone first name, a call-back's day, slot and service: no mark of their own.
    expect(markTexts(appointment({ message: 'Pour ma mère, 82 ans.', fullName: 'Marie' }))).toEqual({ phone: '237671234567', email: 'marie@example.cm' });
    expect(Object.keys(markTexts(callback('+237691234567')))).toEqual(['phone']);
    expect(plainWords('x'.repeat(MESSAGE_MIN - 1)).length).toBeLessThan(MESSAGE_MIN);
  });

  it('leave out an application’s details, which many candidates share, and keep what the candidate wrote', () => {
    const choice = { fullName: 'Jean Mbarga', phone: '+237677001122', email: '', position: '', diploma: 'DEAS', experience: '3', quartier: 'Bastos', start: '' };
    const content = (message: string): RequestContent => ({ locale: 'fr', reference: 'AV-3333', kind: 'application', values: applicationValues({ ...choice, message }) });
    expect(markTexts(content('')).message).toBeUndefined();
    expect(markTexts(content(SPAM)).message).toBe(plainWords(SPAM).replaceAll(' ', ''));
  });

  it('are keyed hashes of their kind: the same for the same words however typed, another under another secret, never the text', async () => {
    const marks = await marksOf(appointment({ message: SPAM }), SECRET);
    expect(marks.map(kindOfMark)).toEqual(['message', 'phone', 'email', 'name']);
    expect(marks.every((mark) => /^[mpen]:[0-9a-f]{32}$/.test(mark))).toBe(true);
    const retyped = await marksOf(appointment({ message: `  ${SPAM.toUpperCase().replaceAll('É', 'E')}!!`, email: ' MARIE@example.cm ', fullName: 'MARIE   ngono' }), SECRET);
    expect(retyped).toEqual(marks);
    expect(await marksOf(appointment({ message: SPAM }), 'another secret')).not.toContain(marks[0]);
    expect(marks.join(' ')).not.toMatch(/237671234567|marie|ngono|gagne/);
    expect(marks.filter(isStrong).map(kindOfMark)).toEqual(['message', 'phone', 'email']);
  });

  it('of two families share nothing, whatever they chose alike (the same day, slot and service, no message)', async () => {
    const one = await marksOf(callback('+237691234567'), SECRET);
    const other = await marksOf(callback('+237699887766'), SECRET);
    expect(one.filter((mark) => other.includes(mark))).toEqual([]);
    expect(await marksOf(appointment({ phone: '', email: '', fullName: 'Awa', message: '' }), SECRET)).toEqual([]);
  });
});

describe('which list a request waits in', () => {
  const [m, p, e, n] = ['m:' + 'a'.repeat(32), 'p:' + 'b'.repeat(32), 'e:' + 'c'.repeat(32), 'n:' + 'd'.repeat(32)];

  it('« À prendre » while nothing it carries was seen REPEATS_ON_TOP times today; past that, « À vérifier » when it repeats two marks and every strong one it carries, grouped by the strongest', () => {
    expect(triage({ marks: [m, p, e, n], seen: {}, junk: [] }, 3)).toEqual({ list: 'open' });
    expect(triage({ marks: [m, p, e, n], seen: { [m]: 2, [p]: 2 }, junk: [] }, 3)).toEqual({ list: 'open' });
    expect(triage({ marks: [n, p, m], seen: { [p]: 3, [m]: 5, [n]: 9 }, junk: [] }, 3)).toEqual({ list: 'check', group: m });
    // A call-back with its number and its name, both repeated.
    expect(triage({ marks: [p, n], seen: { [p]: 3, [n]: 3 }, junk: [] }, 3)).toEqual({ list: 'check', group: p });
  });

  it('never sets apart a request for one mark it shares (a sentence people write alike, a number a stranger can borrow), nor one with a strong mark of its own (issue 78)', () => {
    // A call-back carries its number alone: a stranger who borrowed it three times moves nothing.
    expect(triage({ marks: [p], seen: { [p]: 3 }, junk: [] }, 3)).toEqual({ list: 'open' });
    // « Bonjour, je voudrais prendre rendez-vous pour ma mère. », typed by a family with its own number and e-mail.
    expect(triage({ marks: [m, p, e, n], seen: { [m]: 50 }, junk: [] }, 3)).toEqual({ list: 'open' });
    // Its number and name borrowed, its e-mail its own.
    expect(triage({ marks: [p, e, n], seen: { [p]: 3, [n]: 3 }, junk: [] }, 3)).toEqual({ list: 'open' });
    expect(triage({ marks: [p, e, n], seen: { [p]: 50 }, junk: [] }, 3)).toEqual({ list: 'open' });
    expect(triage({ marks: [p, n], seen: { [n]: 3 }, junk: [] }, 3)).toEqual({ list: 'open' });
    expect(enough([m, p], [m])).toBe(false);
    expect(enough([m, p, e, n], [m, p, n])).toBe(false);
    expect(enough([m, p, e, n], [m, p, e])).toBe(true);
  });

  it('never « Indésirables » on arrival (issue 78): what repeats two of what the staff marked junk, and every strong mark it carries, waits « À vérifier » at once; one alone, nothing', () => {
    expect(triage({ marks: [m, p, e, n], seen: {}, junk: [m, p, e] }, 3)).toEqual({ list: 'check', group: m });
    expect(triage({ marks: [p, e], seen: {}, junk: [p, e] }, 3)).toEqual({ list: 'check', group: p });
    // The family whose number a prank carried, or who typed the sentence a sweep took.
    expect(triage({ marks: [p], seen: {}, junk: [p] }, 3)).toEqual({ list: 'open' });
    expect(triage({ marks: [p, n], seen: {}, junk: [p] }, 3)).toEqual({ list: 'open' });
    expect(triage({ marks: [m, p, e, n], seen: {}, junk: [m] }, 3)).toEqual({ list: 'open' });
    expect(triage({ marks: [m, p, e, n], seen: {}, junk: [m, p] }, 3)).toEqual({ list: 'open' });
  });

  it('sweeps from the top what repeats what the group’s requests all carry, never a family that shares one mark, or has a strong one of its own', () => {
    expect(sweptFromTop([m, p, e, n], m, [m, p, e, n])).toBe(true);
    expect(sweptFromTop([p, n], p, [p, n])).toBe(true);
    expect(sweptFromTop([p], p, [p])).toBe(false);
    expect(sweptFromTop([m, 'p:' + 'f'.repeat(32), 'e:' + 'f'.repeat(32)], m, [m, p, e, n])).toBe(false);
    expect(sweptFromTop([p, 'e:' + 'f'.repeat(32), n], p, [p, e, n])).toBe(false);
    expect(sweptFromTop([p, e], m, [m, p, e])).toBe(false);
  });

  it('counts a mark until it passes the share, no further (past it, a row written changes nothing)', () => {
    expect(marksToCount([m, p, n], { [m]: 3, [p]: 2 }, 3)).toEqual([p, n]);
  });

  it('gives a copy to « À prendre » alone, a quarter of the day’s at most to one address', () => {
    expect(copyShare(20)).toBe(5);
    expect(copyShare(1)).toBe(1);
    expect(copyOf('open', 4, 20)).toBe('queued');
    expect(copyOf('open', 5, 20)).toBe('shared');
    expect(copyOf('check', 0, 20)).toBe('held');
  });

  it('marks junk the strong marks every request a sweep takes carries', () => {
    expect(sharedStrongMarks([[m, p, n], [m, p, e, n], [p, m]])).toEqual([m, p]);
    expect(sharedMarks([[m, p, n], [m, p, e, n], [p, m, n]])).toEqual([m, p, n]);
    expect(sharedStrongMarks([[n], [n]])).toEqual([]);
    expect(sharedStrongMarks([])).toEqual([]);
  });
});
