import { describe, expect, it } from 'vitest';
import type { OpenDays } from '@/lib/hours';
import { emailJsBody } from '@/lib/request/channels/emailjs';
import { relayBody } from '@/lib/request/channels/relay';
import { centreDays, hoursNote, withHoursNote } from '@/lib/hours-note';
import { templateParams } from '@/lib/request/payload';
import type { KindValues } from '@/lib/request/kinds';
import { marieValues } from '../request/appointment-request';
import { CENTRE_DAYS as DAYS } from './centre-days';

/*
 * The centre's e-mail says, in French, when an appointment was asked for at a time the centre takes none
 * (lib/hours-note.ts, from lib/hours.ts's rule), with the next time it does: in a key of its own, `notice`,
 * which the centre's template prints above the message (DECISIONS, « The spec's payload », turn 10), whatever
 * the page's language, through every channel; the spec's `message` stays the family's words under the
 * reference's line. Nothing when the time is within the hours, when the hours are not known, or for a call-back
 * or an application.
 */

const reference = 'AV-7K3Q';
const at = (appointmentDate: string, appointmentTime: string): KindValues<'appointment'> => ({ ...marieValues('Pour ma mère.'), appointmentDate, appointmentTime });
/** The payload as a page sends it: the form writes the line from its hours (use-request-submit.ts), the payload carries it. */
const sent = (values: KindValues<'appointment'>, locale: 'fr' | 'en' = 'fr', days: OpenDays | null = DAYS) => {
  const note = days ? hoursNote(values.appointmentDate, values.appointmentTime, days) : null;
  return templateParams({ values, locale, reference, ...(note ? { hoursNote: note } : {}) });
};

describe('the line of the centre’s e-mail about the hours', () => {
  it('a Sunday: the day, why, and the next time the centre takes appointments, in `notice`; the message is the family’s words under the reference', () => {
    expect(sent(at('2027-01-03', '10:00'))).toMatchObject({
      notice: 'Attention\u00A0: le dimanche 3\u00A0janvier\u00A02027, le centre ne prend pas de rendez-vous (dimanche). Prochain créneau\u00A0: lundi 4\u00A0janvier à 8\u00A0h.',
      message: 'Référence\u00A0: AV-7K3Q\nPour ma mère.',
    });
  });

  it('a closure with its reason, a public holiday named as one, an hour after closing with the day’s hours', () => {
    expect(hoursNote('2027-01-02', '10:00', DAYS)).toBe(
      'Attention\u00A0: le samedi 2\u00A0janvier\u00A02027, le centre ne prend pas de rendez-vous (fermeture\u00A0: inventaire). Prochain créneau\u00A0: lundi 4\u00A0janvier à 8\u00A0h.',
    );
    expect(hoursNote('2026-12-25', '10:00', DAYS)).toBe(
      'Attention\u00A0: le vendredi 25\u00A0décembre\u00A02026, le centre ne prend pas de rendez-vous (jour férié\u00A0: Noël). Prochain créneau\u00A0: samedi 26\u00A0décembre à 9\u00A0h.',
    );
    expect(hoursNote('2026-12-05', '19:30', DAYS)).toBe(
      'Attention\u00A0: le samedi 5\u00A0décembre\u00A02026 à 19\u00A0h\u00A030, le centre ne prend pas de rendez-vous (le samedi, de 9\u00A0h à 14\u00A0h). Prochain créneau\u00A0: lundi 7\u00A0décembre à 8\u00A0h.',
    );
    // The next time in another year says its year: past New Year's Day, the closure and the Sunday.
    const newYear = { ...DAYS, closures: [{ from: '2027-01-01', to: '2027-01-01', reason: 'Jour de l’an', holiday: true as const }, ...DAYS.closures] };
    expect(hoursNote('2026-12-31', '19:30', newYear)).toMatch(/\(le jeudi, de 8\u00A0h à 18\u00A0h\)\. Prochain créneau\u00A0: lundi 4\u00A0janvier\u00A02027 à 8\u00A0h\.$/);
  });

  it('reads the day and the time as an old browser’s text box gives them (« 03/01/2027 », « 19h30 »)', () => {
    expect(hoursNote('03/01/2027', '10h', DAYS)).toContain('le dimanche 3\u00A0janvier\u00A02027');
    expect(hoursNote('05/12/2026', '19h30', DAYS)).toContain('à 19\u00A0h\u00A030');
  });

  it('in French from the English site too; the message keeps the note that asks for an answer in English', () => {
    const english = sent(at('2027-01-03', '10:00'), 'en');
    expect(english.notice).toMatch(/^Attention\u00A0: le dimanche 3\u00A0janvier/);
    expect(english.message.split('\n')).toEqual(['Référence\u00A0: AV-7K3Q', '[Site anglais – répondre en anglais] Pour ma mère.']);
  });

  it('says nothing within the hours, without the hours, for a date it cannot read, nor for a call-back or an application', () => {
    for (const [values, days] of [[at('2027-01-04', '08:00'), DAYS], [at('2027-01-03', '10:00'), null], [at('dimanche', '10:00'), DAYS]] as const) {
      expect(sent(values, 'fr', days)).toMatchObject({ notice: '', message: 'Référence\u00A0: AV-7K3Q\nPour ma mère.' });
    }
    // A line a call-back or an application might carry is never printed: the hours are an appointment's.
    const callback = templateParams({
      values: { phone: '+237671234567', fullName: '', day: '2027-01-03', slot: 'morning 08:00-12:00', service: '' },
      locale: 'fr',
      reference,
      kind: 'callback',
      hoursNote: 'Attention',
    });
    const { fullName, email, phone, message: words } = at('2027-01-03', '');
    const application = templateParams({ values: { fullName, email, phone, start: '2027-01-03', position: '', message: words }, locale: 'fr', reference, kind: 'application', hoursNote: 'Attention' });
    expect([callback.message, application.message].join('\n')).not.toContain('Attention');
    expect([callback.notice, application.notice]).toEqual(['', '']);
  });

  it('reaches the centre by EmailJS and by the relay alike, apart from the family’s words', () => {
    const content = { values: at('2027-01-03', '10:00'), locale: 'fr' as const, reference, hoursNote: hoursNote('2027-01-03', '10:00', DAYS)! };
    const config = { serviceId: 's', templateId: 't', publicKey: 'k' };
    const { template_params: params } = emailJsBody(content, config);
    expect(params.notice).toMatch(/^Attention\u00A0: le dimanche 3\u00A0janvier\u00A02027/);
    expect(params.message).toBe('Référence\u00A0: AV-7K3Q\nPour ma mère.');
    const relay = relayBody(content, {}, '');
    expect(relay.avis).toMatch(/^Attention\u00A0: le dimanche 3\u00A0janvier\u00A02027/);
    expect(relay.message).toBe('Référence\u00A0: AV-7K3Q\nPour ma mère.');
    // Nothing to say: no line of it in the relay's e-mail.
    expect(relayBody({ values: at('2027-01-04', '08:00'), locale: 'fr', reference }, {}, '')).not.toHaveProperty('avis');
  });
});

describe('the hours the line is judged by', () => {
  it('an English page’s closures, each with the reason the centre reads: the line stays French', () => {
    const english = { hours: DAYS.hours, closures: [{ from: '2027-01-02', to: '2027-01-02', reason: 'stocktaking', centreReason: 'inventaire' }] };
    expect(centreDays(english).closures).toEqual([{ from: '2027-01-02', to: '2027-01-02', reason: 'inventaire' }]);
    expect(hoursNote('2027-01-02', '10:00', centreDays(english))).toContain('(fermeture\u00A0: inventaire)');
  });

  it('the request gateway’s: its site’s rules, never a line a page posted; an appointment only', () => {
    const posted = { values: at('2027-01-03', '10:00'), locale: 'fr' as const, reference, hoursNote: 'Attention : rien.' };
    const rules = { day: '2026-12-20', services: { fr: [], en: [] }, positions: [], ...DAYS };
    expect(templateParams(withHoursNote(posted, rules)).notice).toContain('(dimanche). Prochain créneau\u00A0: lundi 4\u00A0janvier à 8\u00A0h.');
    expect(withHoursNote(posted, null)).not.toHaveProperty('hoursNote');
    expect(withHoursNote({ ...posted, values: at('2027-01-04', '10:00') }, rules)).not.toHaveProperty('hoursNote');
    expect(withHoursNote({ ...posted, kind: 'callback' }, rules)).not.toHaveProperty('hoursNote');
  });
});
