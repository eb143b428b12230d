import { perLocale, type Locale } from '@/lib/i18n';
import { siteUrlFromEnv } from '@/lib/site-url';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { closedDays } from './closures';
import { without } from './load/files';
import { siteContent } from './load/site-content';
import { PHONE_NAMES } from './schema/files';
import type { ImageAsset, PhoneContact, SiteConfig, SiteSource } from './types';

/*
 * The centre's identity and contacts: its facts are content/settings/centre.yml's (edited at
 * /admin/, « Le centre »), with what the code derives from them. Values the centre has not supplied
 * yet are fictitious on purpose (reserved example.com domain, unassigned +237 6 00 00 00 0x
 * numbers); pipeline/check-config.ts warns at build time while any of them is left.
 */

// `webmaster` is the editor's (whom to call when a publish does not show: editor/online/), never the site's.
const { closures, holidays, ...centre } = without(siteContent.centre, 'webmaster');

export const siteSource: SiteSource = {
  ...centre,
  url: siteUrlFromEnv(),
  social: { ...centre.social, whatsapp: whatsappChatUrl(centre.whatsapp) },
  closures: closedDays({ closures, holidays }),
};

/** The centre as each language sees it: `site[locale]`. */
export const site: Record<Locale, SiteConfig> = perLocale(siteSource);

/** The logo in colour, and in white for dark backgrounds; decorative wherever the name is written beside it. */
export const brandImages = {
  logo: { src: '/images/logo.svg', alt: siteSource.shortName, width: 44, height: 44 },
  logoLight: { src: '/images/logo-mono-white.svg', alt: siteSource.shortName, width: 44, height: 44 },
} satisfies Record<string, ImageAsset>;

/** The centre's lines in the order every list shows them (PHONE_NAMES, the centre's schema). */
export function phoneList(locale: Locale): PhoneContact[] {
  return PHONE_NAMES.map((name) => site[locale].phones[name]);
}

/** Link to the centre on OpenStreetMap (a link, never an embedded map). */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${siteSource.geo.latitude}&mlon=${siteSource.geo.longitude}#map=17/${siteSource.geo.latitude}/${siteSource.geo.longitude}`;
