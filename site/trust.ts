import { site } from '@/content/site';
import type { Doctor } from '@/content/types';
import { languageName } from '@/content/doctors';
import { trust } from '@/copy/trust';
import { formatDate } from '@/lib/format';
import { fill, type Locale } from '@/lib/i18n';
import { paymentNamesOf } from './trust-words';

/*
 * The trust facts as a family reads them, in one language: the centre's facts
 * (content/settings/centre.yml) in the words of copy/trust.ts. Pages, the footer and the JSON-LD
 * all say them from here, so each is worded once.
 */

export { quartierTerms, type PaymentEntry, type Quartier } from './trust-words';

/** The authorisation: « n° 0000/A/MINSANTE/SG » and « Ministère de la Santé publique, le 15 décembre 2023 ». */
export function authorisationLines(locale: Locale): { number: string; issued: string } {
  const { authorisation } = site[locale];
  const t = trust[locale];
  return {
    number: fill(t.number, { number: authorisation.number }),
    issued: fill(t.issued, { authority: authorisation.authority, date: formatDate(authorisation.date, locale) }),
  };
}

/** The footer's short line: « Établissement autorisé n° 0000/A/MINSANTE/SG ». */
export function authorisationShort(locale: Locale): string {
  return fill(trust[locale].footerLine, { number: site[locale].authorisation.number });
}

/** The ways to pay, once each, in the order of the centre's file (« Espèces, MTN Mobile Money… »). */
export function paymentNames(locale: Locale): string[] {
  return paymentNamesOf(site[locale].payment, locale);
}

/** A doctor's registration: « Ordre national des médecins du Cameroun, n° 0000/1 ». */
export function registrationLine(doctor: Doctor, locale: Locale): string {
  return `${doctor.registration.order}, ${fill(trust[locale].number, { number: doctor.registration.number })}`;
}

/** The languages a doctor speaks, as a sentence lists them (« français, anglais, ewondo »). */
export function spokenLanguages(doctor: Doctor, locale: Locale): string {
  const names = doctor.languages.map((code) => languageName(code, locale));
  const line = names.join(', ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
