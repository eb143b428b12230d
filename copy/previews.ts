import type { Text } from '@/lib/i18n';
import type { PageName } from '@/lib/routes';

/* The words of the link-preview images (pipeline/og-images.ts): what kind of page each card shows. */

// The form and its alias are one page to a visitor; the three legal pages share one heading.
const consultation: Text = { fr: 'Consultation', en: 'Appointments' };
const legal: Text = { fr: 'Informations légales', en: 'Legal information' };

export const previewWords = {
  tagline: { fr: 'Soins à domicile · Yaoundé', en: 'Home care · Yaoundé' },
  service: { fr: 'Nos services à domicile', en: 'Our home-care services' },
  article: { fr: 'Conseils santé', en: 'Health advice' },
  position: { fr: 'Offre d’emploi · Recrutement', en: 'Job vacancy · Careers' },
  pages: {
    home: { fr: 'Bienvenue', en: 'Welcome' },
    about: { fr: 'À propos', en: 'About us' },
    services: { fr: 'Nos services', en: 'Our services' },
    prices: { fr: 'Nos tarifs', en: 'Our prices' },
    doctors: { fr: 'Personnel de santé', en: 'Our medical team' },
    blog: { fr: 'Blog', en: 'Blog' },
    contact: { fr: 'Nous joindre', en: 'Get in touch' },
    appointment: consultation,
    appointmentAlias: consultation,
    careers: { fr: 'Recrutement', en: 'Careers' },
    privacy: legal,
    terms: legal,
    cookies: legal,
  } satisfies Record<PageName, Text>,
};
