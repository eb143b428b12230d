import { paths } from '@/lib/routes';
import type { ImageAsset, NavLink, PhoneContact, SiteConfig } from './types';

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
function unbreakable(phone: PhoneContact): PhoneContact {
  return { ...phone, display: phone.display.replace(/ /g, '\u00A0') };
}

export const site: SiteConfig = {
  shortName: 'Aide & Vie',
  name: 'Centre Médical et de Soins à Domicile Aide & Vie',
  tagline: 'Des soins attentionnés, chez vous, à Yaoundé',
  description:
    'Soins infirmiers, aide à la vie quotidienne, suivi de grossesse et accompagnement médical à domicile à Yaoundé, par une équipe de professionnels qualifiés.',
  url: siteUrlFromEnv(),
  foundingDate: '2024-01-07',
  founder: { name: 'Dr Élise Mballa', role: 'Médecin, directrice et fondatrice' },
  address: {
    street: 'Rue 0.000 (adresse à compléter)', // PLACEHOLDER
    district: 'Bastos',
    city: 'Yaoundé',
    region: 'Centre',
    country: 'Cameroun',
    countryCode: 'CM',
  },
  geo: { latitude: 3.8904, longitude: 11.5131 },
  phones: {
    reception: unbreakable({ label: 'Accueil', display: '+237 6 00 00 00 01', e164: '+237600000001' }), // PLACEHOLDER
    homeCare: unbreakable({ label: 'Soins à domicile', display: '+237 6 00 00 00 02', e164: '+237600000002' }), // PLACEHOLDER
    emergency: unbreakable({ label: 'Urgences 24h/24', display: '+237 6 00 00 00 03', e164: '+237600000003' }), // PLACEHOLDER
  },
  email: 'contact@example.com', // PLACEHOLDER
  whatsapp: '237600000001', // PLACEHOLDER
  social: {
    facebook: 'https://www.facebook.com/example', // PLACEHOLDER
    instagram: 'https://www.instagram.com/example', // PLACEHOLDER
    whatsapp: 'https://wa.me/237600000001', // PLACEHOLDER
  },
  centreHours: [
    {
      label: 'Lundi – Vendredi',
      value: '8h – 20h',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '20:00',
    },
    { label: 'Urgences', value: '24h/24', days: [] },
  ],
  appointmentHours: [
    {
      label: 'Lundi – Vendredi',
      value: '8:00 – 18:00',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { label: 'Samedi', value: '9:00 – 14:00', days: ['Saturday'], opens: '09:00', closes: '14:00' },
    { label: 'Dimanche', value: 'Urgences uniquement', days: [] },
  ],
  serviceAvailability: '7 jours sur 7, de 7h à 22h',
  serviceZone: 'Yaoundé et ses environs (Bastos, Mvog-Mbi, Biyem-Assi, Essos, Nlongkak…)',
  areaServed: ['Yaoundé', 'Soa', 'Mfou', 'Nkolafamba'],
};

export const mainNav: NavLink[] = [
  { href: paths.home, label: 'Accueil' },
  { href: paths.about, label: 'À propos' },
  { href: paths.services, label: 'Services' },
  { href: paths.doctors, label: 'Personnel de santé' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.contact, label: 'Contact' },
];

export const consultationLink: NavLink = { href: paths.appointment, label: 'Consultation' };

export const legalNav: NavLink[] = [
  { href: paths.privacy, label: 'Confidentialité' },
  { href: paths.terms, label: "Conditions d'utilisation" },
  { href: paths.cookies, label: 'Cookies' },
];

/** The logo in colour, and in white for dark backgrounds; decorative wherever the name is written beside it. */
export const brandImages = {
  logo: { src: '/images/logo.svg', alt: site.shortName, width: 44, height: 44 },
  logoLight: { src: '/images/logo-mono-white.svg', alt: site.shortName, width: 44, height: 44 },
} satisfies Record<string, ImageAsset>;

/** The three lines in the order every list shows them: reception, home care, emergencies. */
export const phoneList: PhoneContact[] = [site.phones.reception, site.phones.homeCare, site.phones.emergency];

/** Link to the centre on OpenStreetMap (a link, never an embedded map). */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${site.geo.latitude}&mlon=${site.geo.longitude}#map=17/${site.geo.latitude}/${site.geo.longitude}`;
