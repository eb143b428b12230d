import { describe, expect, it } from 'vitest';
import { isEmptyDraft, parseDraft, serializeDraft } from '@/lib/appointment/draft';
import { EMPTY_VALUES, type AppointmentValues } from '@/lib/appointment/types';

const values: AppointmentValues = {
  ...EMPTY_VALUES,
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
  });

  it('keeps only string fields it knows, a real E.164 phone and a real country code', () => {
    const draft = parseDraft(
      JSON.stringify({ v: 1, values: { fullName: 42, email: 'a@b.cm', phone: '06 71', extra: 'x' }, phoneCountry: 'cameroun' }),
    );
    expect(draft).toEqual({ values: { ...EMPTY_VALUES, email: 'a@b.cm' }, phoneCountry: undefined });
  });

  it('is empty when only blanks were typed', () => {
    expect(isEmptyDraft(EMPTY_VALUES)).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_VALUES, message: '  ' })).toBe(true);
    expect(isEmptyDraft(values)).toBe(false);
  });
});
