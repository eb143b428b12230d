import { formatTime } from '@/lib/format';
import { DEFAULT_NUMBERS, SAID_NAMES, siteSays } from '@/lib/gateway-settings';
import { locales, type Locale } from '@/lib/i18n';
import type { CentreFile, PhoneName } from '../schema/files';
import type { PlaceholderValues } from './text';

/*
 * The facts a text may quote, by the name staff type between braces. Each has one owner, the
 * centre's file (content/settings/centre.yml) or the founder's doctor file; a text quotes it rather
 * than copy it, so a new phone number is typed once and every page follows.
 *
 *   {centre}                  the centre's full name, in the text's language
 *   {fondatrice}              the founder's name as the team page writes it (« Dr Élise Mballa »)
 *   {fondatrice.sans-titre}   the same without « Dr » (« Élise Mballa »)
 *   {fondatrice.fonction}     her role, in lower case for a sentence (« médecin, directrice et fondatrice »)
 *   {e-mail}                  the centre's e-mail
 *   {adresse}                 the postal address on one line
 *   {site}                    the site's address (https://…)
 *   {tel.accueil} {tel.domicile} {tel.urgences}                the three numbers
 *   {tel.accueil.nom} {tel.domicile.nom} {tel.urgences.nom}    their names (« Urgences 24 h/24 »)
 *   {heures.centre.debut} {heures.centre.fin}                  the centre's weekday hours (« 8 h », « 8:00 am »)
 *   {heures.domicile.debut} {heures.domicile.fin}              when the home-care team comes
 *   {passerelle.garde} {passerelle.indesirable} {passerelle.sms} {passerelle.rappel}
 *                             what the request gateway does, as its settings' table has it (« 30 jours », « la veille
 *                             du rendez-vous, le matin »: SITE_SAYS in lib/gateway-settings.ts), which the privacy
 *                             page says (content/load/legal.ts) and the gateway holds to
 */

const PHONE_KEYS: Record<PhoneName, string> = { reception: 'accueil', homeCare: 'domicile', emergency: 'urgences' };

/** The address on one line: street, postal code, district, city, country (the parts that are there). */
export function postalAddress(centre: CentreFile, locale: Locale): string {
  const { street, postalCode, district, city, country } = centre.address;
  return [street[locale], postalCode, district, city, country[locale]].filter((part): part is string => Boolean(part?.trim())).join(', ');
}

/** The centre's weekday hours: the first row of its hours that has times. */
export function weekdayHours(centre: CentreFile): { opens: string; closes: string } | undefined {
  return centre.hours.reception.find((row) => 'opens' in row) as { opens: string; closes: string } | undefined;
}

export function placeholderValues(centre: CentreFile, founderName: string, siteUrl: string): PlaceholderValues {
  const inLocale = (locale: Locale): ReadonlyMap<string, string> => {
    const entries: [string, string][] = [
      ['centre', centre.name[locale]],
      ['fondatrice', founderName],
      ['fondatrice.sans-titre', founderName.replace(/^Dr\.?\s+/, '')],
      ['fondatrice.fonction', centre.founder.role[locale].toLowerCase()],
      ['e-mail', centre.email],
      ['adresse', postalAddress(centre, locale)],
      ['site', siteUrl],
    ];
    for (const [name, key] of Object.entries(PHONE_KEYS) as [PhoneName, string][]) {
      const phone = centre.phones[name];
      entries.push([`tel.${key}`, phone.display], [`tel.${key}.nom`, phone.label[locale]]);
    }
    const hours = { centre: weekdayHours(centre), domicile: centre.hours.homeCare };
    for (const [key, times] of Object.entries(hours)) {
      if (!times) continue;
      entries.push([`heures.${key}.debut`, formatTime(times.opens, locale)], [`heures.${key}.fin`, formatTime(times.closes, locale)]);
    }
    for (const [name, words] of Object.entries(siteSays(DEFAULT_NUMBERS, locale))) entries.push([`passerelle.${name}`, words]);
    return new Map(entries);
  };
  return Object.fromEntries(locales.map((locale) => [locale, inLocale(locale)])) as PlaceholderValues;
}

/** No placeholder at all: the centre's own file, which the others quote. */
export const NO_PLACEHOLDERS: PlaceholderValues = { fr: new Map(), en: new Map() };

/** What the gateway's settings' table says, by the name a text quotes it. */
export const GATEWAY_PLACEHOLDERS = SAID_NAMES.map((name) => `passerelle.${name}`);

/** Every name a text may quote (the list above). */
export const PLACEHOLDER_NAMES = [
  'centre',
  'fondatrice',
  'fondatrice.sans-titre',
  'fondatrice.fonction',
  'e-mail',
  'adresse',
  'site',
  ...Object.values(PHONE_KEYS).flatMap((key) => [`tel.${key}`, `tel.${key}.nom`]),
  ...['centre', 'domicile'].flatMap((key) => [`heures.${key}.debut`, `heures.${key}.fin`]),
  ...GATEWAY_PLACEHOLDERS,
];

/**
 * While the centre's file is wrong, the others are still checked: a known name is accepted (and left
 * as typed), so staff see the centre's own errors rather than one per text that quotes it.
 */
export const UNCHECKED_PLACEHOLDERS: PlaceholderValues = {
  fr: new Map(PLACEHOLDER_NAMES.map((name) => [name, `{${name}}`])),
  en: new Map(PLACEHOLDER_NAMES.map((name) => [name, `{${name}}`])),
};
