import { describe, expect, it } from 'vitest';
import { careers } from '@/copy/careers';
import { formCopy } from '@/copy/request/form-copy';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { specsOf } from '@/lib/request/kinds/rule-table';
import { checkForm } from '@/lib/request/form/validation';
import { PHONE_LIBRARY } from '@/lib/request/form/phone-library';
import { LIMITS, type RequestValues } from '@/lib/request/values';

/*
 * The application's « Envoyer » (/recrutement/): what a candidate types, checked before anything is sent, by the
 * application's form's rules (lib/request/kinds/application.ts) on the shared form's check. The name, the phone
 * (as its field gives it, with its country: E.164), an e-mail if any, a start from today in Yaoundé and the
 * message's length; the years, the diploma and the quartier are never refused (the centre reads them as typed).
 */

// The messages the page carries: the application's own over every form's (copy/request/form-words.ts).
const fields = specsOf(REQUEST_KINDS.application.form.fields);
const fr = formCopy('fr', careers.fr.form, fields).validation;
const en = formCopy('en', careers.en.form, fields).validation;
const TODAY = '2026-03-16';

const brigitte: RequestValues = {
  fullName: 'Brigitte Essomba',
  phone: '+237671234567',
  email: '',
  position: 'Aide-soignant(e) à domicile',
  diploma: '',
  experience: '',
  quartier: '',
  start: '',
  message: '',
};
const check = (changes: RequestValues, messages: Partial<Record<string, string>> = fr) =>
  checkForm(REQUEST_KINDS.application.form.fields, { ...brigitte, ...changes }, { today: TODAY, locale: 'fr', messages, phone: PHONE_LIBRARY });

describe('the application’s check', () => {
  it('takes a name and a number of Cameroon or another country', () => {
    expect(check({}).errors).toEqual({});
    expect(check({ phone: '+33612345678' }).errors).toEqual({});
  });

  it('never refuses what it only passes on: years in words, a diploma, a quartier, any position', () => {
    expect(check({ experience: 'beaucoup', diploma: 'DEAS (2019)', quartier: 'Mvog-Ada', position: '' }).errors).toEqual({});
  });

  it('asks for a name, says which is wrong with one, and reads it trimmed', () => {
    expect(check({ fullName: '' }).errors).toEqual({ fullName: fr.fullNameRequired });
    expect(check({ fullName: '   ' }).errors).toEqual({ fullName: fr.fullNameRequired });
    expect(check({ fullName: '12345' }).errors).toEqual({ fullName: fr.fullNameLetters });
    expect(check({ fullName: 'Brigitte\u202EEssomba' }).errors).toEqual({ fullName: fr.fullNameDirection });
    expect(check({ fullName: 'B'.repeat(LIMITS.fullName + 1) }).errors).toEqual({ fullName: fr.fullNameTooLong });
    expect(check({ fullName: ` ${'B'.repeat(LIMITS.fullName)} ` }).errors).toEqual({});
  });

  it('refuses a number the phone library cannot read, and gives none', () => {
    for (const phone of ['', '+2376712345', '+23767123456789', 'six sept un']) {
      expect(check({ phone }).errors, phone).toEqual({ phone: fr.phone });
    }
  });

  it('takes no e-mail (spaces are none) or a right one with spaces around it; refuses one without a domain', () => {
    expect(check({ email: '   ' }).errors).toEqual({});
    expect(check({ email: ' brigitte@example.cm ' }).errors).toEqual({});
    expect(check({ email: 'brigitte@' }).errors).toEqual({ email: fr.email });
    expect(check({ email: 'brigitte.example.cm' }).errors).toEqual({ email: fr.email });
  });

  it('takes a start from today on in Yaoundé, or none; refuses yesterday and what is not a date', () => {
    expect(check({ start: TODAY }).errors).toEqual({});
    expect(check({ start: '2026-04-01' }).errors).toEqual({});
    expect(check({ start: '2026-03-15' }).errors).toEqual({ start: fr.start });
    expect(check({ start: 'demain' }).errors).toEqual({ start: fr.start });
    expect(check({ start: '2026-13-40' }).errors).toEqual({ start: fr.start });
  });

  it('takes a message up to its limit, not one character more', () => {
    expect(check({ message: 'é'.repeat(LIMITS.message) }).errors).toEqual({});
    expect(check({ message: 'é'.repeat(LIMITS.message + 1) }).errors).toEqual({ message: fr.message });
  });

  it('says every problem at once, in the page’s language', () => {
    const result = check({ fullName: '', phone: '12', email: 'x@', start: '2020-01-01', message: 'x'.repeat(LIMITS.message + 1) }, en);
    expect(result.errors).toEqual({ fullName: en.fullNameRequired, phone: en.phone, email: en.email, start: en.start, message: en.message });
    expect(en.phone).not.toBe(fr.phone);
  });
});
