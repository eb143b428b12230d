import { withHours } from '@/lib/format';
import { perLocale, type Locale } from '@/lib/i18n';
import { pageLink } from '@/lib/routes';
import { whatsappChatUrl } from '@/lib/whatsapp';
import type { ImageAsset, NavLinkSource, OpeningTimes, PhoneContact, PhoneName, PhoneSource, SiteConfig, SiteSource, Weekday } from './types';

/*
 * The centre's identity and contacts, in one place.
 * Every value marked PLACEHOLDER is fictitious on purpose (reserved example.com
 * domain, unassigned +237 6 00 00 00 0x numbers) until the centre supplies real ones.
 * scripts/check-config.ts warns at build time while any of them is left.
 */

const DEFAULT_SITE_URL = 'https://www.example.com';

function siteUrlFromEnv(): string {
  const raw = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  return (raw && raw.length > 0 ? raw : DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** A phone number never wraps across two lines: its spaces become non-breaking (\u00A0). */
function unbreakable(phone: PhoneSource): PhoneSource {
  return { ...phone, display: phone.display.replace(/ /g, '\u00A0') };
}

const weekdays: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const phones: Record<PhoneName, PhoneSource> = {
  reception: unbreakable({ label: { fr: 'Accueil', en: 'Reception' }, display: '+237 6 00 00 00 01', e164: '+237600000001' }), // PLACEHOLDER
  homeCare: unbreakable({ label: { fr: 'Soins à domicile', en: 'Home care' }, display: '+237 6 00 00 00 02', e164: '+237600000002' }), // PLACEHOLDER
  emergency: unbreakable({ label: { fr: 'Urgences 24\u00A0h/24', en: 'Emergencies, 24/7' }, display: '+237 6 00 00 00 03', e164: '+237600000003' }), // PLACEHOLDER
};

// WhatsApp answers on the reception line: its number is that line's, never typed again.
const whatsapp = phones.reception.e164.replace(/\D/g, '');

/** The centre on weekdays: the footer's first row, and the FAQ's answer about reaching us. */
export const centreWeekdayHours: OpeningTimes = { opens: '08:00', closes: '20:00' };

/** When the home-care team comes, every day: the services' availability and a slide of the home page. */
export const serviceHours: OpeningTimes = { opens: '07:00', closes: '22:00' };

export const siteSource: SiteSource = {
  shortName: 'Aide & Vie',
  name: {
    fr: 'Centre Médical et de Soins à Domicile Aide & Vie',
    en: 'Aide & Vie Medical and Home Care Centre',
  },
  tagline: { fr: 'Des soins attentionnés, chez vous, à Yaoundé', en: 'Caring, skilled help at home in Yaoundé' },
  description: {
    fr: 'Soins infirmiers, aide à la vie quotidienne, suivi de grossesse et accompagnement médical à domicile à Yaoundé, par une équipe de professionnels qualifiés.',
    en: 'Nursing care, help with daily life, pregnancy care and medical support at home in Yaoundé, from a team of qualified professionals.',
  },
  url: siteUrlFromEnv(),
  foundingDate: '2024-01-07',
  founder: {
    name: 'Dr Élise Mballa',
    role: { fr: 'Médecin, directrice et fondatrice', en: 'Doctor, director and founder' },
  },
  address: {
    street: { fr: 'Rue 0.000 (adresse à compléter)', en: 'Street 0.000 (address to be completed)' }, // PLACEHOLDER
    district: 'Bastos',
    city: 'Yaoundé',
    region: 'Centre',
    country: { fr: 'Cameroun', en: 'Cameroon' },
    countryCode: 'CM',
  },
  geo: { latitude: 3.8904, longitude: 11.5131 },
  phones,
  email: 'contact@example.com', // PLACEHOLDER
  whatsapp,
  social: {
    facebook: 'https://www.facebook.com/example', // PLACEHOLDER
    instagram: 'https://www.instagram.com/example', // PLACEHOLDER
    whatsapp: whatsappChatUrl(whatsapp),
  },
  centreHours: [
    { label: { fr: 'Lundi – Vendredi', en: 'Monday – Friday' }, days: weekdays, ...centreWeekdayHours },
    { label: { fr: 'Urgences', en: 'Emergencies' }, text: { fr: '24\u00A0h/24', en: '24 hours a day' } },
  ],
  /** The consultation desk, as search engines name it beside the centre. */
  consultationDesk: { fr: 'Consultations sur rendez-vous', en: 'Consultations by appointment' },
  appointmentHours: [
    { label: { fr: 'Lundi – Vendredi', en: 'Monday – Friday' }, days: weekdays, opens: '08:00', closes: '18:00' },
    { label: { fr: 'Samedi', en: 'Saturday' }, days: ['Saturday'], opens: '09:00', closes: '14:00' },
    { label: { fr: 'Dimanche', en: 'Sunday' }, text: { fr: 'Urgences uniquement', en: 'Emergencies only' } },
  ],
  serviceAvailability: withHours({ fr: '7 jours sur 7, de {opens} à {closes}', en: '7 days a week, {opens} to {closes}' }, serviceHours),
  serviceZone: {
    fr: 'Yaoundé et ses environs (Bastos, Mvog-Mbi, Biyem-Assi, Essos, Nlongkak…)',
    en: 'Yaoundé and the surrounding area (Bastos, Mvog-Mbi, Biyem-Assi, Essos, Nlongkak…)',
  },
  areaServed: ['Yaoundé', 'Soa', 'Mfou', 'Nkolafamba'],
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
