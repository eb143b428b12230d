import { perLocale, type Locale } from '@/lib/i18n';
import { pageLink } from '@/lib/routes';
import { siteContent } from './load/site-content';
import { PHONE_NAMES } from './schema/files';
import { siteSource } from './site';
import type { FaqContactEntrySource, FaqItem, FaqItemSource } from './types';

/*
 * The questions of the home-page FAQ (content/home/faq.yml). The « how to reach us » answer lists
 * the centre's e-mail and every phone line as content/settings/centre.yml holds them.
 */

// The phones as the centre's file holds them, in PHONE_NAMES' order, so links call their stored international number.
const contactEntries: FaqContactEntrySource[] = [
  { type: 'email', value: siteSource.email },
  ...PHONE_NAMES.map((name): FaqContactEntrySource => ({ type: 'phone', phone: siteSource.phones[name] })),
];

const faqSources: FaqItemSource[] = siteContent.faq.map(({ link, contacts, ...item }) => ({
  ...item,
  ...(link ? { link: { href: pageLink(link.page), label: link.label } } : {}),
  ...(contacts ? { contacts: contactEntries } : {}),
}));

export const faqItems: Record<Locale, FaqItem[]> = perLocale(faqSources);
