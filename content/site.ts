import { withHours } from '@/lib/format';
import { perLocale, type Locale } from '@/lib/i18n';
import { pageLink } from '@/lib/routes';
import { siteUrlFromEnv } from '@/lib/site-url';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { siteContent } from './load/site-content';
import type { ImageAsset, NavLinkSource, PhoneContact, SiteConfig, SiteSource } from './types';

/*
 * The centre's identity and contacts: its facts are content/settings/centre.yml's (edited at
 * /admin/, « Le centre »), with what the code derives from them. Values the centre has not supplied
 * yet are fictitious on purpose (reserved example.com domain, unassigned +237 6 00 00 00 0x
 * numbers); scripts/check-config.ts warns at build time while any of them is left.
 */

const { hours, ...centre } = siteContent.centre;

export const siteSource: SiteSource = {
  ...centre,
  url: siteUrlFromEnv(),
  centreHours: hours.centre,
  appointmentHours: hours.appointments,
  social: { ...centre.social, whatsapp: whatsappChatUrl(centre.whatsapp) },
  /** The consultation desk, as search engines name it beside the centre. */
  consultationDesk: { fr: 'Consultations sur rendez-vous', en: 'Consultations by appointment' },
  serviceAvailability: withHours({ fr: '7 jours sur 7, de {opens} à {closes}', en: '7 days a week, {opens} to {closes}' }, hours.homeCare),
};

/** The centre as each language sees it: `site[locale]`. */
export const site: Record<Locale, SiteConfig> = perLocale(siteSource);

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

/** The header's links, the appointment button and the legal links, in each language. */
export const navigation = perLocale(navigationSource);

/** The logo in colour, and in white for dark backgrounds; decorative wherever the name is written beside it. */
export const brandImages = {
  logo: { src: '/images/logo.svg', alt: siteSource.shortName, width: 44, height: 44 },
  logoLight: { src: '/images/logo-mono-white.svg', alt: siteSource.shortName, width: 44, height: 44 },
} satisfies Record<string, ImageAsset>;

/** The three lines in the order every list shows them: reception, home care, emergencies. */
export function phoneList(locale: Locale): PhoneContact[] {
  const { reception, homeCare, emergency } = site[locale].phones;
  return [reception, homeCare, emergency];
}

/** Link to the centre on OpenStreetMap (a link, never an embedded map). */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${siteSource.geo.latitude}&mlon=${siteSource.geo.longitude}#map=17/${siteSource.geo.latitude}/${siteSource.geo.longitude}`;
