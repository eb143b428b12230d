import type { Locale, Text } from '@/lib/i18n';
import type { OwnKindPage } from '@/lib/request';
import { KIND_PAGES } from '@/lib/request/kinds';
import type { PageName } from '@/lib/routes';
import { KIND_PAGE_WORDS, type KindPageWords } from './request/kinds';

/* The words of the link-preview images (pipeline/og-images.ts): what kind of page each card shows. */

// The form and its alias are one page to a visitor; the three legal pages share one heading.
const consultation: Text = { fr: 'Consultation', en: 'Appointments' };
const legal: Text = { fr: 'Informations légales', en: 'Legal information' };

const sitePages = {
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
} satisfies Record<Exclude<PageName, OwnKindPage>, Text>;

/** A kind of request's page drawn by the shared one: the word above its title (copy/request/kinds.ts, KIND_PAGE_WORDS). */
const kindPages = Object.fromEntries(
  KIND_PAGES.flatMap(({ kind, page }) => {
    const table: Partial<Record<string, Record<Locale, KindPageWords>>> = KIND_PAGE_WORDS;
    const words = Object.hasOwn(table, kind) ? table[kind] : undefined;
    return words ? [[page, { fr: words.fr.hero.eyebrow, en: words.en.hero.eyebrow }]] : [];
  }),
) as Record<OwnKindPage, Text>;

export const previewWords = {
  tagline: { fr: 'Soins à domicile · Yaoundé', en: 'Home care · Yaoundé' },
  service: { fr: 'Nos services à domicile', en: 'Our home-care services' },
  article: { fr: 'Conseils santé', en: 'Health advice' },
  position: { fr: 'Offre d’emploi · Recrutement', en: 'Job vacancy · Careers' },
  pages: { ...sitePages, ...kindPages } satisfies Record<PageName, Text>,
};
