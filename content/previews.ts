import type { Text } from '@/lib/i18n';
import type { PageName } from '@/lib/routes';

/* The words of the link-preview images (scripts/og-images.ts): what kind of page each card shows. */

export const previewWords = {
  tagline: { fr: 'Soins à domicile · Yaoundé', en: 'Home care · Yaoundé' },
  service: { fr: 'Nos services à domicile', en: 'Our home-care services' },
  article: { fr: 'Conseils santé', en: 'Health advice' },
  pages: {
    home: { fr: 'Bienvenue', en: 'Welcome' },
    about: { fr: 'À propos', en: 'About us' },
    services: { fr: 'Nos services', en: 'Our services' },
    doctors: { fr: 'Personnel de santé', en: 'Our medical team' },
    blog: { fr: 'Blog', en: 'Blog' },
    contact: { fr: 'Nous joindre', en: 'Get in touch' },
    appointment: { fr: 'Consultation', en: 'Appointments' },
    appointmentAlias: { fr: 'Consultation', en: 'Appointments' },
    privacy: { fr: 'Informations légales', en: 'Legal information' },
    terms: { fr: 'Informations légales', en: 'Legal information' },
    cookies: { fr: 'Informations légales', en: 'Legal information' },
  } satisfies Record<PageName, Text>,
};
