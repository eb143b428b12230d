import { perLocale } from '@/lib/i18n';
import { pageLink } from '@/lib/routes';
import type { NavLinkSource } from '@/content/types';

/*
 * The site's menus: the header's links (and the footer's « Liens utiles »), the appointment button
 * and the legal links. Each path comes from lib/routes.ts; each label is a word of the interface.
 */

const navigationSource = {
  main: [
    { href: pageLink('home'), label: { fr: 'Accueil', en: 'Home' } },
    { href: pageLink('about'), label: { fr: 'À propos', en: 'About us' } },
    { href: pageLink('services'), label: { fr: 'Services', en: 'Services' } },
    { href: pageLink('doctors'), label: { fr: 'Personnel de santé', en: 'Our medical team' } },
    { href: pageLink('blog'), label: { fr: 'Blog', en: 'Blog' } },
    { href: pageLink('contact'), label: { fr: 'Contact', en: 'Contact' } },
  ],
  consultation: { href: pageLink('appointment'), label: { fr: 'Consultation', en: 'Book a visit' } },
  legal: [
    { href: pageLink('privacy'), label: { fr: 'Confidentialité', en: 'Privacy' } },
    { href: pageLink('terms'), label: { fr: "Conditions d'utilisation", en: 'Terms of use' } },
    { href: pageLink('cookies'), label: { fr: 'Cookies', en: 'Cookies' } },
  ],
} satisfies { main: NavLinkSource[]; consultation: NavLinkSource; legal: NavLinkSource[] };

/** The header's links, the appointment button and the legal links, in each language: `navigation[locale].main`. */
export const navigation = perLocale(navigationSource);
