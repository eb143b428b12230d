import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/douala-date';
import { callbackValues } from '@/lib/request/callback';
import { checkRequest } from '@/lib/request/check';
import { readGatewayBody } from '@/lib/request/gateway/body';
import { CONSENT_FIELD, CONSENTED, wantsVisitMessages } from '@/lib/request/visit/consent';

/*
 * The family's consent to its appointment's messages (issue 77): a value an appointment and a call-back carry, read
 * by the gateway through wantsVisitMessages alone. A page built before the box posts none: read as not ticked, never
 * as malformed; a script's other value is refused.
 */

const TODAY = '2026-03-16';
const appointment = (extra: Record<string, string> = {}) => ({
  id: 'a-1',
  proof: 'x',
  content: {
    locale: 'fr',
    reference: 'AV-7K3Q',
    values: {
      fullName: 'Awa Ngono',
      email: 'awa@example.com',
      phone: '+237671234567',
      appointmentDate: addDays(TODAY, 2),
      appointmentTime: '09:30',
      serviceType: 'Autre',
      message: '',
      ...extra,
    },
  },
});

describe('the consent to the appointment’s messages', () => {
  it('is not given by a page that has no box, nor by an empty one; given by « yes » alone', () => {
    const none = readGatewayBody(appointment());
    expect(none, 'a body of a page before the box is whole').not.toBeNull();
    expect(wantsVisitMessages(none!.content.values)).toBe(false);
    expect(wantsVisitMessages(readGatewayBody(appointment({ [CONSENT_FIELD]: '' }))!.content.values)).toBe(false);
    const given = readGatewayBody(appointment({ [CONSENT_FIELD]: CONSENTED }))!;
    expect(given.content.values[CONSENT_FIELD]).toBe('yes');
    expect(wantsVisitMessages(given.content.values)).toBe(true);
    expect(checkRequest(given.content, { today: TODAY })).toEqual({ ok: true });
  });

  it('refuses any other value from a script, naming the field; a call-back carries it too', () => {
    const odd = readGatewayBody(appointment({ [CONSENT_FIELD]: 'oui' }))!;
    expect(checkRequest(odd.content, { today: TODAY })).toEqual({ ok: false, field: CONSENT_FIELD });
    expect(wantsVisitMessages(odd.content.values)).toBe(false);
    const values = { ...callbackValues({ phone: '+237671234567', name: '', date: TODAY, slot: { slot: 'afternoon', from: '12:00', to: '17:00' }, service: '' }), [CONSENT_FIELD]: CONSENTED };
    const callback = readGatewayBody({ id: 'c-1', proof: 'x', content: { locale: 'en', reference: 'AV-7K3R', kind: 'callback', values } })!;
    expect(wantsVisitMessages(callback.content.values)).toBe(true);
  });
});
