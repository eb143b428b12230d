import { describe, expect, it } from 'vitest';
import { contentOf, inboxRequestOf, type RequestRow } from '../../gateway/src/store/rows';

/*
 * A row of the inbox written before issue 74 holds every kind's values by an appointment's names (a call-back's
 * day in `appointmentDate`…): the inbox and the outbox's copy read it by today's names, for as long as the inbox
 * keeps the row (lib/request/stored-values.ts).
 */

const row = (kind: string, values: Record<string, string>): RequestRow => ({
  id: 'r-1',
  reference: 'AV-7K3Q',
  kind,
  locale: 'fr',
  values_json: JSON.stringify(values),
  received_at: 1,
  grp: '',
  held: 0,
  marks: '',
  junk_at: null,
  state: 'open',
  taken_by: null,
  taken_email: null,
  taken_at: null,
  done_at: null,
  copy: 'sent',
  copy_tries: 0,
  copy_failures: null,
  first_taken_at: null,
  first_call_at: null,
  outcome: null,
  raised_at: null,
  journal: '',
  open_at: null,
  consent_off: null,
});

const BEFORE_74 = { fullName: 'Awa', email: '', phone: '+237691234567', appointmentDate: '2026-12-16', appointmentTime: 'morning 08:00-12:00', serviceType: 'Kinésithérapie', message: '' };

describe('a row of the inbox from before the values were named', () => {
  it('is read by today’s names: a call-back’s day, slot and service, an application’s start and position', () => {
    expect(inboxRequestOf(row('callback', BEFORE_74)).values).toStrictEqual({ phone: '+237691234567', fullName: 'Awa', day: '2026-12-16', slot: 'morning 08:00-12:00', service: 'Kinésithérapie' });
    expect(contentOf(row('application', { ...BEFORE_74, appointmentTime: '' })).values).toStrictEqual({
      fullName: 'Awa',
      email: '',
      phone: '+237691234567',
      start: '2026-12-16',
      position: 'Kinésithérapie',
      message: '',
    });
  });

  it('of today is read as written', () => {
    const today = { phone: '+237691234567', fullName: 'Awa', day: '2026-12-16', slot: 'morning 08:00-12:00', service: '' };
    expect(contentOf(row('callback', today))).toStrictEqual({ values: today, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' });
    expect(contentOf(row('appointment', BEFORE_74))).toStrictEqual({ values: BEFORE_74, locale: 'fr', reference: 'AV-7K3Q' });
  });
});
