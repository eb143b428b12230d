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
