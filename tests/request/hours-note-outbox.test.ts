import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailJsBody } from '@/lib/request/channels/emailjs';
import { sendWaiting } from '@/lib/request/deliver';
import { isCurrent, newEntry, readEntry } from '@/lib/request/entry';
import { listRequests, removeRequest } from '@/lib/request/store';
import { submit } from '@/lib/request/submit';
import type { AppointmentContacts } from '@/lib/request/values';
import { marieValues } from './appointment-request';

/*
 * A request kept on the device and sent later (by a page or the service worker: sendWaiting) says in its
 * e-mail what it would have said at once when the time is outside the hours: it keeps, from its form, the
 * hours and the days closed around its day, each reason in French, the centre's language, even from the
 * English site. Stored with it when it is sent, so no clock and no network decide it later.
 */

const config = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };
/** An English page's contacts: each reason in English, the centre's beside it. */
const CONTACTS: Pick<AppointmentContacts, 'hours' | 'closures'> = {
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '14:00' },
  ],
  closures: [
    { from: '2026-12-25', to: '2026-12-25', reason: 'Christmas Day', holiday: true, centreReason: 'Noël' },
    { from: '2027-01-02', to: '2027-01-02', reason: 'stocktaking', centreReason: 'inventaire' },
    { from: '2027-06-01', to: '2027-06-01', reason: 'training', centreReason: 'formation' },
  ],
};
const onClosure = { ...marieValues('For my mother.'), appointmentDate: '2027-01-02', appointmentTime: '10:00' };

beforeEach(async () => {
  for (const entry of await listRequests()) await removeRequest(entry.id);
});

describe('the hours kept with a request for its e-mail', () => {
  it('kept offline from the English site, sent later: the e-mail says the closure in French, and the next time', async () => {
    const result = await submit(onClosure, { locale: 'en', reference: 'AV-7K3Q', config, send: vi.fn(), online: () => false, takeTurn: () => true, days: CONTACTS });
    expect(result.kind).toBe('kept');
    const [kept] = await listRequests();
    // The closures around its day only, in French: not June's, two months past it.
    expect(kept).toMatchObject({
      days: { hours: CONTACTS.hours, closures: [{ from: '2027-01-02', to: '2027-01-02', reason: 'inventaire' }] },
    });

    const bodies: EmailJsBody[] = [];
    const send = vi.fn(async (body: EmailJsBody) => {
      bodies.push(body);
      return { kind: 'sent' as const };
    });
    expect(await sendWaiting({ config, send })).toMatchObject({ sent: 1 });
    expect(bodies[0]!.template_params.message.split('\n')).toEqual([
      'Référence\u00A0: AV-7K3Q',
      'Attention\u00A0: le samedi 2\u00A0janvier\u00A02027, le centre ne prend pas de rendez-vous (fermeture\u00A0: inventaire). Prochain créneau\u00A0: lundi 4\u00A0janvier à 8\u00A0h.',
      '[Site anglais – répondre en anglais] For my mother.',
    ]);
  });

  it('keeps none for a call-back, nor for a day it cannot read', async () => {
    const callback = newEntry({ values: onClosure, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback', days: CONTACTS }, { token: 't', until: 1 }, 1);
    expect(callback).not.toHaveProperty('days');
    await submit({ ...onClosure, appointmentDate: 'samedi' }, { locale: 'fr', reference: 'AV-7K3Q', config, send: vi.fn(), online: () => false, takeTurn: () => true, days: CONTACTS });
    expect((await listRequests())[0]).not.toHaveProperty('days');
  });

  it('reads them back as stored; a stored shape it does not know is dropped, the request kept, and an older entry has none', () => {
    const entry = newEntry({ values: onClosure, locale: 'fr', reference: 'AV-7K3Q', days: { hours: CONTACTS.hours, closures: [] } }, { token: 't', until: 1 }, 1);
    const stored = JSON.parse(JSON.stringify(entry)) as Record<string, unknown>;
    const read = readEntry(stored, 1);
    expect(read).toEqual(entry);
    expect(isCurrent(stored, read!)).toBe(true);
    const broken = readEntry({ ...stored, days: { hours: 'lundi', closures: [] } }, 1);
    expect(broken).toMatchObject({ status: 'waiting', values: onClosure });
    expect(broken).not.toHaveProperty('days');
    const older = { ...stored };
    delete older.days;
    expect(readEntry(older, 1)).not.toHaveProperty('days');
  });
});
