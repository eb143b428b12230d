import { perLocale, type Locale } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import type { LanguageEntry } from './load';
import type { Doctor, DoctorSource } from './types';

/*
 * The medical team shown on /doctors (content/doctors/<slug>.yml, in the order of their numbers).
 * Names are fictitious; the general practitioner is the centre's founder (content/settings/centre.yml
 * names her file). Social links are placeholders until the centre supplies real ones.
 */

export const doctorSources: DoctorSource[] = siteContent.doctors;

/** The team as each language sees it: `doctors[locale]`. */
export const doctors: Record<Locale, Doctor[]> = perLocale(doctorSources);

/** The languages the team speaks (content/settings/languages.yml), in their order: what each doctor's are chosen from. */
export const teamLanguages: LanguageEntry[] = siteContent.languages;

/** A language's name in the page's language, as a sentence writes it: languageName('ewo', 'fr') → « ewondo ». */
export function languageName(code: string, locale: Locale): string {
  const language = teamLanguages.find((candidate) => candidate.code === code);
  // The loader refuses a doctor's language that is not in the list: none reaches a page.
  if (!language) throw new Error(`No language « ${code} » in content/settings/languages.yml`);
  return language.name[locale];
}
