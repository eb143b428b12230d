import { describe, expect, it } from 'vitest';
import { draftWithMessage, isEmptyDraft, parseDraft, serializeDraft } from '@/lib/request/form/draft';
import { LIMITS } from '@/lib/request/values';
import type { KindValues } from '@/lib/request/kinds';
import { emptyValues } from '@/lib/request/form/draft';
import { APPOINTMENT_FIELD_ORDER } from '@/lib/request/values';

const EMPTY_APPOINTMENT = emptyValues(APPOINTMENT_FIELD_ORDER) as KindValues<'appointment'>;

const values: KindValues<'appointment'> = {
  ...EMPTY_APPOINTMENT,
  fullName: 'Marie Ngono',
  phone: '+33612345678',
  message: '<b>texte</b>',
};

describe('the draft', () => {
  it('comes back as it was stored, with the chosen phone country', () => {
    expect(parseDraft(serializeDraft({ values, phoneCountry: 'FR' }))).toEqual({ values, phoneCountry: 'FR' });
    expect(parseDraft(serializeDraft({ values }))).toEqual({ values, phoneCountry: undefined });
  });

  it('keeps the request’s reference, and only one of the right shape', () => {
    expect(parseDraft(serializeDraft({ values, reference: 'AV-7K3Q' }))).toEqual({ values, phoneCountry: undefined, reference: 'AV-7K3Q' });
    expect(parseDraft(serializeDraft({ values, reference: 'AV-0000' }))).toEqual({ values, phoneCountry: undefined });
  });

  it('ignores nothing, garbage, another version or a wrong shape', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 2, values }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, values: null }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, values: 'Marie' }))).toBeNull();
    expect(parseDraft('null')).toBeNull();
  });

  it('keeps only string fields it knows, a real E.164 phone and a real country code', () => {
    const draft = parseDraft(
      JSON.stringify({ v: 1, values: { fullName: 42, email: 'a@b.cm', phone: '06 71', extra: 'x' }, phoneCountry: 'cameroun' }),
    );
    expect(draft).toEqual({ values: { ...EMPTY_APPOINTMENT, email: 'a@b.cm' }, phoneCountry: undefined });
    // Whole values only: a phone or a country with more around it is dropped, as is a country that is a list.
    const read = (phone: string, phoneCountry: unknown) => parseDraft(JSON.stringify({ v: 1, values: { ...EMPTY_APPOINTMENT, phone }, phoneCountry }));
    expect(read('x+237671234567', 'CMR')).toMatchObject({ values: { phone: '' }, phoneCountry: undefined });
    expect(read('+237671234567890123', 'xCM')).toMatchObject({ values: { phone: '' }, phoneCountry: undefined });
    expect(read('+237671234567', ['CM'])).toMatchObject({ values: { phone: '+237671234567' }, phoneCountry: undefined });
  });

  it('is empty when only blanks were typed', () => {
    expect(isEmptyDraft(EMPTY_APPOINTMENT)).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_APPOINTMENT, message: '  ' })).toBe(true);
    expect(isEmptyDraft(values)).toBe(false);
  });
});

describe('a text written into the draft (« Demander ce devis »)', () => {
  const quote = 'Demande de devis : Intervention ponctuelle.\nEnviron 108 333 FCFA par mois.';

  it('starts a draft of its own when there is none', () => {
    const draft = draftWithMessage(null, quote);
    expect(draft.values).toEqual({ ...EMPTY_APPOINTMENT, message: quote });
    expect(parseDraft(serializeDraft(draft))?.values.message).toBe(quote);
  });

  it('keeps what the visitor wrote, the other fields and the reference, and adds the text after', () => {
    const current = { values: { ...EMPTY_APPOINTMENT, fullName: 'Awa N.', message: 'Pour ma mère.' }, phoneCountry: 'FR', reference: 'AV-7K3M9Q' };
    const draft = draftWithMessage(current, quote);
    expect(draft).toMatchObject({ phoneCountry: 'FR', reference: 'AV-7K3M9Q', values: { fullName: 'Awa N.', message: `Pour ma mère.\n\n${quote}` } });
  });

  it('counts a message of spaces as nothing written: the text alone', () => {
    expect(draftWithMessage({ values: { ...EMPTY_APPOINTMENT, message: ' \n ' } }, quote).values.message).toBe(quote);
  });

  it('never writes the same text twice, and stays within the message’s limit', () => {
    const once = draftWithMessage(null, quote);
    expect(draftWithMessage(once, quote).values.message).toBe(quote);
    const long = draftWithMessage({ values: { ...EMPTY_APPOINTMENT, message: 'x'.repeat(LIMITS.message - 5) } }, quote);
    expect(long.values.message).toHaveLength(LIMITS.message);
  });
});
