import { perLocale } from '@/lib/i18n';

/* The words of the team page around the doctors' cards (content/doctors/). */

/** `doctorsPage[locale].experience` */
export const doctorsPage = perLocale({
  listLabel: { fr: 'Nos médecins', en: 'Our doctors' },
  experience: { fr: 'Expérience', en: 'Experience' },
  education: { fr: 'Formation', en: 'Training' },
  /** « Dr … sur Facebook (nouvel onglet) » */
  onNetwork: { fr: '{name} sur {network} (nouvel onglet)', en: '{name} on {network} (opens in a new tab)' },
});
