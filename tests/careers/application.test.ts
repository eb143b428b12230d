import { describe, expect, it } from 'vitest';
import requestFr from '@/copy/request/fr';
import requestEn from '@/copy/request/en';
import { applicationDetails, applicationValues, experienceLine, type ApplicationChoice } from '@/lib/request/application';
import { readEntry } from '@/lib/request/entry';
import { buildFallbackLines, buildFallbackSubject } from '@/lib/request/fallback';
import { templateParams } from '@/lib/request/payload';
import { relayBody } from '@/lib/request/channels/relay';

const nbsp = '\u00A0';

const choice: ApplicationChoice = {
  fullName: ' Brigitte Essomba ',
  phone: '+237671234567',
  email: '',
  position: 'Aide-soignant(e) à domicile',
  diploma: 'DEAS',
  experience: '2,5',
  quartier: 'Mvog-Ada',
  start: '2027-01-04',
  message: 'Je parle ewondo.',
};

describe('an application as the centre receives it (the spec’s eight keys, the reference and the centre’s notice)', () => {
  it('reads « Candidature » and the position first, then the reference, the details and the words', () => {
    const params = templateParams({ values: applicationValues(choice), locale: 'fr', reference: 'AV-7K3Q', kind: 'application' });
    expect(Object.keys(params).sort()).toEqual(['date', 'from_email', 'from_name', 'message', 'notice', 'phone', 'reference', 'reply_to', 'service', 'time']);
    expect(params.service).toBe('Candidature — Aide-soignant(e) à domicile');
    expect(params.reference).toBe('AV-7K3Q');
    expect(params.message.split('\n')).toEqual([
      `Référence${nbsp}: AV-7K3Q`,
      `Candidature${nbsp}: Aide-soignant(e) à domicile`,
      `Disponible${nbsp}: à partir du 4${nbsp}janvier${nbsp}2027`,
      `Diplôme${nbsp}: DEAS`,
      `Expérience${nbsp}: 2,5${nbsp}ans`,
      `Quartier${nbsp}: Mvog-Ada`,
      '',
      'Je parle ewondo.',
    ]);
    expect(params).toMatchObject({ from_name: 'Brigitte Essomba', from_email: '', reply_to: '', phone: '+237671234567', date: '2027-01-04', time: '' });
  });

  it('names a spontaneous application so, and an English page so that the centre answers in English', () => {
    const values = applicationValues({ ...choice, position: '', start: '', experience: 'beaucoup', message: '' });
    const params = templateParams({ values, locale: 'en', reference: 'AV-7K3Q', kind: 'application' });
    expect(params.service).toBe('Candidature spontanée');
    expect(params.date).toBe('Dès que possible');
    expect(params.message).toMatch(new RegExp(`^Référence${nbsp}: AV-7K3Q\\n\\[Site anglais – répondre en anglais\\] Candidature${nbsp}: Candidature spontanée\\n`));
    // What cannot be read is sent as typed.
    expect(params.message).toContain(`Expérience${nbsp}: beaucoup`);
  });

  it('tells the relay’s reader it is an application', () => {
    const body = relayBody({ values: applicationValues(choice), locale: 'fr', reference: 'AV-7K3Q', kind: 'application' }, {}, '');
    expect(body.subject).toBe('[Canal de secours] Candidature AV-7K3Q');
    expect(body.service).toBe('Candidature — Aide-soignant(e) à domicile');
    expect(body.reference).toBe('AV-7K3Q');
  });

  it('names each detail the candidate left empty, so that the centre knows it was not lost', () => {
    expect(applicationDetails({ diploma: ' DEAS ', experience: ' ', quartier: '' })).toEqual([`Diplôme${nbsp}: DEAS`, `Expérience${nbsp}: non renseigné`, `Quartier${nbsp}: non renseigné`]);
    expect(applicationDetails({ diploma: '', experience: '3 ans', quartier: 'Bastos' })).toEqual([`Diplôme${nbsp}: non renseigné`, `Expérience${nbsp}: 3${nbsp}ans`, `Quartier${nbsp}: Bastos`]);
  });

  it('writes years as the centre reads them', () => {
    expect(experienceLine('3 ans')).toBe(`3${nbsp}ans`);
    expect(experienceLine('1')).toBe(`1${nbsp}an`);
    expect(experienceLine('2')).toBe(`2${nbsp}ans`);
    expect(experienceLine('18 mois')).toBe(`1,5${nbsp}an`);
    // One decimal at most: « 20 mois » is « 1,7 an », not « 1,667 an ».
    expect(experienceLine('20 mois')).toBe(`1,7${nbsp}an`);
    expect(experienceLine('six mois')).toBe(`6${nbsp}mois`);
    expect(experienceLine('aucune')).toBe('aucune, débutant ou débutante');
    // What cannot be read as years reaches the centre as typed, without the spaces around it.
    expect(experienceLine('  depuis toujours ')).toBe('depuis toujours');
  });
});

describe('the values an application carries', () => {
  it('are the candidate’s without the spaces around them, and nothing after the details when the message is blank', () => {
    const values = applicationValues({ ...choice, fullName: ' Brigitte Essomba ', email: ' b.essomba@example.com ', position: ' Infirmier(ère) ', message: ' \n ' });
    expect(values).toStrictEqual({
      fullName: 'Brigitte Essomba',
      email: 'b.essomba@example.com',
      phone: '+237671234567',
      start: '2027-01-04',
      position: 'Infirmier(ère)',
      message: [`Diplôme${nbsp}: DEAS`, `Expérience${nbsp}: 2,5${nbsp}ans`, `Quartier${nbsp}: Mvog-Ada`].join('\n'),
    });
  });
});

describe('an application kept on the device', () => {
  it('is read back as an application, whole with a name and a phone only', () => {
    const values = applicationValues({ ...choice, email: '', position: '', start: '' });
    const read = readEntry({ v: 2, id: 'x', reference: 'AV-7K3Q', createdAt: 1, kind: 'application', status: 'waiting', locale: 'fr', values, attempts: 0 });
    expect(read).toMatchObject({ kind: 'application', status: 'waiting' });
    const noPhone = readEntry({ v: 2, id: 'x', reference: 'AV-7K3Q', createdAt: 1, kind: 'application', status: 'waiting', locale: 'fr', values: { ...values, phone: '' }, attempts: 0 });
    expect(noPhone).toMatchObject({ kind: 'application', status: 'damaged' });
  });

  it('goes by WhatsApp or e-mail in the page’s language, with its reference and the position', () => {
    const values = applicationValues(choice);
    const wording = { copy: requestEn.fallback, locale: 'en' as const, choiceLabels: { 'Aide-soignant(e) à domicile': 'Home care assistant' }, reference: 'AV-7K3Q', kind: 'application' as const };
    const lines = buildFallbackLines(values, wording);
    expect(lines.slice(0, 5)).toEqual(['Hello, I would like to apply to work at the centre.', '', 'Reference: AV-7K3Q', 'Position: Home care assistant', 'Full name: Brigitte Essomba']);
    expect(buildFallbackSubject(values, { ...wording, copy: requestFr.fallback, locale: 'fr' })).toBe('Candidature – Aide-soignant(e) à domicile');
  });
});
