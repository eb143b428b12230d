import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { centreDays, hoursNote } from '@/lib/hours-note';
import type { EmailJsBody } from '@/lib/request/channels/emailjs';
import { sendWaiting } from '@/lib/request/deliver';
import { isCurrent, newEntry, readEntry } from '@/lib/request/entry';
import { listRequests, removeRequest } from '@/lib/request/store';
import { submit } from '@/lib/request/submit';
import type { CentreContacts } from '@/lib/request/values';
import { marieValues } from './appointment-request';

/*
 * A request kept on the device and sent later (by a page or the service worker: sendWaiting) says in its
 * e-mail what it would have said at once when the time is outside the hours: the form writes the line when
 * it is sent (components/request/form/use-request-submit.ts, from its contacts, each reason the centre's),
 * and the request keeps it. No clock, no network and none of the rule's code in the request's own.
 */

const config = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };
/** An English page's contacts: each reason in English, the centre's beside it. */
const CONTACTS: Pick<CentreContacts, 'hours' | 'closures'> = {
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '14:00' },
  ],
  closures: [{ from: '2027-01-02', to: '2027-01-02', reason: 'stocktaking', centreReason: 'inventaire' }],
};
const onClosure = { ...marieValues('For my mother.'), appointmentDate: '2027-01-02', appointmentTime: '10:00' };
/** What the English form writes when it is sent on 2 January. */
const LINE = hoursNote(onClosure.appointmentDate, onClosure.appointmentTime, centreDays(CONTACTS))!;
const attempt = { token: 't', until: 1 };

beforeEach(async () => {
  for (const entry of await listRequests()) await removeRequest(entry.id);
});

describe('the e-mail’s line about the hours, kept with a request', () => {
  it('kept offline from the English site, sent later: the e-mail says the closure in French, and the next time', async () => {
    const result = await submit(onClosure, { locale: 'en', reference: 'AV-7K3Q', config, send: vi.fn(), online: () => false, takeTurn: () => true, hoursNote: LINE });
    expect(result.kind).toBe('kept');
    expect((await listRequests())[0]).toMatchObject({ hoursNote: LINE });

    const bodies: EmailJsBody[] = [];
    const send = vi.fn(async (body: EmailJsBody) => {
      bodies.push(body);
      return { kind: 'sent' as const };
    });
    expect(await sendWaiting({ config, send })).toMatchObject({ sent: 1 });
    expect(bodies[0]!.template_params.notice).toBe(
      'Attention\u00A0: le samedi 2\u00A0janvier\u00A02027, le centre ne prend pas de rendez-vous (fermeture\u00A0: inventaire). Prochain créneau\u00A0: lundi 4\u00A0janvier à 8\u00A0h.',
    );
    expect(bodies[0]!.template_params.message.split('\n')).toEqual(['Référence\u00A0: AV-7K3Q', '[Site anglais – répondre en anglais] For my mother.']);
  });

  it('keeps none for a call-back, nor when the form wrote none', async () => {
    expect(newEntry({ values: onClosure, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback', hoursNote: LINE }, attempt, 1)).not.toHaveProperty('hoursNote');
    await submit(onClosure, { locale: 'fr', reference: 'AV-7K3Q', config, send: vi.fn(), online: () => false, takeTurn: () => true, hoursNote: null });
    expect((await listRequests())[0]).not.toHaveProperty('hoursNote');
  });

  it('reads it back as stored; anything but a text is dropped, the request kept; an older entry has none', () => {
    const entry = newEntry({ values: onClosure, locale: 'fr', reference: 'AV-7K3Q', hoursNote: LINE }, attempt, 1);
    const stored = JSON.parse(JSON.stringify(entry)) as Record<string, unknown>;
    const read = readEntry(stored, 1);
    expect(read).toEqual(entry);
    expect(isCurrent(stored, read!)).toBe(true);
    const broken = readEntry({ ...stored, hoursNote: { text: 'Attention' } }, 1);
    expect(broken).toMatchObject({ status: 'waiting', values: onClosure });
    expect(broken).not.toHaveProperty('hoursNote');
    const older = { ...stored };
    delete older.hoursNote;
    expect(readEntry(older, 1)).not.toHaveProperty('hoursNote');
  });
});
