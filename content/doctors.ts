import { perLocale, type Locale } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import type { Doctor, DoctorSource } from './types';

/*
 * The medical team shown on /doctors (content/doctors/<slug>.yml, in the order of their numbers).
 * Names are fictitious; the general practitioner is the centre's founder (content/settings/centre.yml
 * names her file). Social links are placeholders until the centre supplies real ones.
 */

export const doctorSources: DoctorSource[] = siteContent.doctors;

/** The team as each language sees it: `doctors[locale]`. */
export const doctors: Record<Locale, Doctor[]> = perLocale(doctorSources);

/** The words of the team page around the doctors' cards. */
export const doctorsPage = perLocale({
  listLabel: { fr: 'Nos médecins', en: 'Our doctors' },
  experience: { fr: 'Expérience', en: 'Experience' },
  education: { fr: 'Formation', en: 'Training' },
  /** « Dr … sur Facebook (nouvel onglet) » */
  onNetwork: { fr: '{name} sur {network} (nouvel onglet)', en: '{name} on {network} (opens in a new tab)' },
});
