import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import type { VisitCentre } from '@/lib/request';

/**
 * The centre as a visit's panel and its calendar file say it (issue 77), read by name from the site's settings
 * (content/settings/centre.yml): its short name, its address on one line, the reception's line, its WhatsApp
 * chat, its site's host and its e-mail. Plain values, for the browser.
 */
export function visitCentre(locale: Locale): VisitCentre {
  const centre = site[locale];
  const { street, district, city } = centre.address;
  const { label, display, e164 } = centre.phones.reception;
  return {
    name: centre.shortName,
    address: `${centre.name}, ${street}, ${district}, ${city}`,
    phone: { label, display, e164 },
    whatsapp: centre.social.whatsapp,
    host: new URL(centre.url).host,
    email: centre.email,
  };
}
