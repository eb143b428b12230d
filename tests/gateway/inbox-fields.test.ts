import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInboxPage } from '../../gateway/src/inbox/render';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { SERVICE_WORDS, STAFF_WORDS } from '@/lib/request/kinds/for-centre';
import { paramsByRule } from '@/lib/request/kinds/params-by-rule';
import type { KindDefinition } from '@/lib/request/kinds/kind';
import type { FieldRules } from '@/lib/request/kinds/rules';
import { templateParams } from '@/lib/request/payload';
import type { RequestKind } from '@/lib/request/values';
import { readPage, sampleRequest, samplePage, textIn } from './inbox-page';

/*
 * A kind draws its fields everywhere from its definition (issue 79): the staff's card shows every value a kind
 * defines, by its label and in words, in both languages, and the centre's e-mail carries each in the key its kind
 * names for it or on a line of the message. Tried on a kind of the trial's shape (« Demande de devis »: a name, a
 * phone, a service, hours of care a week, a district typed, a message), put in the table for these tests alone.
 */

const QUOTE_FIELDS = {
  fullName: { is: 'name', need: 'required' },
  phone: { is: 'phone', need: 'required' },
  service: { is: 'choice', of: 'services', need: 'required', max: 200 },
  hours: { is: 'number', need: 'required', min: 1, max: 84 },
  district: { is: 'line', need: 'optional', max: 100 },
  message: { is: 'text', max: 2000 },
} as const satisfies FieldRules;

const QUOTE_MAIL = { from_name: 'fullName', phone: 'phone', service: 'service' } as const;

const quote: KindDefinition<typeof QUOTE_FIELDS> = {
  fields: QUOTE_FIELDS,
  staff: {
    ...STAFF_WORDS,
    service: SERVICE_WORDS,
    hours: { label: { fr: 'Heures de soins par semaine', en: 'Hours of care a week' } },
    district: { label: { fr: 'Quartier', en: 'District' }, none: { fr: 'non dit', en: 'not said' } },
  },
  mail: QUOTE_MAIL,
  madeBy: 'family',
  page: null,
  visit: true,
  relaySubject: 'Demande de devis',
  inbox: { label: { fr: 'Devis', en: 'Quote' }, meeting: { fr: 'rendez-vous', en: 'appointment' } },
  notice: { title: 'Nouvelle demande de devis' },
  template: 'main',
};

// A name no kind has (a test file's modules stay loaded for the next: vitest.config.ts, isolate), put in and taken out.
const kinds = REQUEST_KINDS as unknown as Record<string, KindDefinition>;
const QUOTE = 'test-quote' as RequestKind;
beforeAll(() => {
  expect(kinds[QUOTE]).toBeUndefined();
  kinds[QUOTE] = quote as unknown as KindDefinition;
});
afterAll(() => {
  delete kinds[QUOTE];
});

const values = { fullName: 'Marie Ngono', phone: '+237671234567', service: 'Soins infirmiers', hours: '3500', district: '', message: 'Pour ma mère.' };

describe('a kind the inbox was never told about', () => {
  it('shows each of its values by its label and in words, what an empty one says, in French and in English', () => {
    const request = sampleRequest({ kind: QUOTE, values });
    const french = readPage(renderInboxPage(samplePage({ requests: [request] })));
    // (Its name on the card, « Devis », is read once when the inbox's words load: a kind of the table, not one put in for a test.)
    expect(french.text).toContain('AV-7K3Q');
    expect(french.text).toContain('Marie Ngono');
    expect(french.hrefs).toContain('tel:+237671234567');
    const facts = (page: ReturnType<typeof readPage>) => page.within('facts', 'div').map(textIn);
    expect(facts(french)).toEqual(['Service Soins infirmiers', 'Heures de soins par semaine 3\u202F500', 'Quartier non dit', 'Message Pour ma mère.']);
    const english = readPage(renderInboxPage(samplePage({ locale: 'en', requests: [request] })));
    expect(facts(english)).toEqual(['Service Soins infirmiers', 'Hours of care a week 3,500', 'District not said', 'Message Pour ma mère.']);
  });

  it('reaches the centre’s e-mail in the spec’s keys, every value they do not carry on a line of the message', () => {
    const params = templateParams({ values: { ...values, hours: '12', district: 'Bastos' }, locale: 'en', reference: 'AV-7K3Q', kind: QUOTE });
    expect(params).toStrictEqual({
      from_name: 'Marie Ngono',
      from_email: '',
      reply_to: '',
      phone: '+237671234567',
      date: '',
      time: '',
      service: 'Soins infirmiers',
      message: 'Référence\u00A0: AV-7K3Q\n[Site anglais – répondre en anglais] Heures de soins par semaine\u00A0: 12\nQuartier\u00A0: Bastos\nPour ma mère.',
      reference: 'AV-7K3Q',
      // What the centre adds for itself (a closed day's line: issue 78) in a key of its own, empty here.
      notice: '',
    });
    expect(paramsByRule(QUOTE_FIELDS, QUOTE_MAIL, quote.staff)({ values: { ...values, message: '' }, locale: 'fr', reference: 'AV-7K3Q' }).message).toBe(
      'Référence\u00A0: AV-7K3Q\nHeures de soins par semaine\u00A0: 3\u202F500\n(Aucun message supplémentaire)',
    );
  });
});
