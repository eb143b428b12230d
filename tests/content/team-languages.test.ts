import { afterEach, describe, expect, it } from 'vitest';
import type { Person } from 'schema-dts';
import { doctors, languageName, teamLanguages } from '@/content/doctors';
import { spokenLanguages } from '@/site/trust';
import { doctorsJsonLd, medicalClinicJsonLd } from '@/site/structured-data';
import { copyContent, type ContentCopy } from './content-fixture';

/*
 * The team's languages are one list (content/settings/languages.yml) that staff extend: each doctor's are
 * chosen from it, and their cards, their markup and the clinic's follow. Read from today's content, so the
 * staff-edits project, which adds a language and gives it to a doctor, runs these again on it.
 */

let copy: ContentCopy | undefined;
afterEach(() => copy?.remove());

describe('a language of the team', () => {
  it('is named on the card of each doctor who speaks it, in each language, as the list names it', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const doctor of doctors[locale]) {
        const line = spokenLanguages(doctor, locale).toLocaleLowerCase(locale);
        for (const code of doctor.languages) expect(line).toContain(languageName(code, locale).toLocaleLowerCase(locale));
      }
    }
  });

  it('is in the markup: the doctors’ knowsLanguage and the clinic’s; its phone lines claim the site’s languages alone', () => {
    const people = doctorsJsonLd('fr')['@graph'] as unknown as (Person & { knowsLanguage: string[] })[];
    expect(people.map((person) => person.knowsLanguage)).toEqual(doctors.fr.map((doctor) => doctor.languages));
    const clinic = medicalClinicJsonLd('en') as unknown as { knowsLanguage: string[]; contactPoint: { availableLanguage: string[] }[] };
    const codes = teamLanguages.map((language) => language.code);
    expect(clinic.knowsLanguage).toEqual(codes);
    for (const line of clinic.contactPoint) expect(line.availableLanguage).toEqual(['fr', 'en']);
  });

  it('added by staff to the list, may be given to a doctor', () => {
    // One the list does not have yet, whatever staff added (Yemba, Kom, Mundang).
    const added = [
      { code: 'ybb', name: { fr: 'yemba', en: 'Yemba' } },
      { code: 'bkm', name: { fr: 'kom', en: 'Kom' } },
      { code: 'mua', name: { fr: 'moundang', en: 'Mundang' } },
    ].find((language) => !teamLanguages.some((known) => known.code === language.code))!;
    copy = copyContent();
    copy.editYaml('settings/languages.yml', (doc) => doc.addIn(['languages'], added));
    const doctor = doctors.fr[0]!.slug;
    copy.editYaml(`doctors/${doctor}.yml`, (doc) => doc.addIn(['languages'], added.code));
    const { content, errors } = copy.load();
    expect(errors).toEqual([]);
    expect(content?.languages.at(-1)).toEqual(added);
    expect(content?.doctors.find((entry) => entry.slug === doctor)?.languages.at(-1)).toBe(added.code);
  });
});
