import type { IconName } from '@/lib/icon-names';
import type { Localized, Text, Translated } from '@/lib/i18n';
import type { ClosedDaysSource } from './closures';
import type { Centre, ArticleEntry, DoctorEntry, FaqEntry, FooterServiceEntry, ServiceEntry, TestimonialEntry } from './load';
import type { AboutFile, PhoneName } from './schema/files';

/*
 * Types of the content. What staff edit (content/**.yml, .md) is typed by its schema
 * (content/schema/files.ts) through the loader (content/load/): a component cannot read a field the
 * files do not have. Each *Source type holds Text ({ fr, en }) where a visitor reads words; pages
 * and components read the Localized view, with plain strings, chosen on the server for the page's
 * language. The words of the interface (links, calls to action) are typed here.
 */

/** Every icon the site can draw (the symbols of components/ui/icons.svg). */
export type { IconName };
export type { AccentColor } from './schema/kit';
export type { ArticleCategory, PhoneName } from './schema/files';

/** An image: `src` is an absolute path (/images/… or /media/…), its size read from the file by the loader. */
export type ImageSource = ServiceEntry['image'];
export type ImageAsset = Localized<ImageSource>;

/** The centre's facts, and what the code derives from them (public address, WhatsApp link); not `webmaster`, the editor's. */
export type SiteSource = Omit<Centre, 'social' | 'webmaster' | 'closures' | 'holidays'> & {
  /** Public origin without trailing slash, from NEXT_PUBLIC_SITE_URL. */
  url: string;
  social: Centre['social'] & { whatsapp: string };
  /** The days closed from the build's day on: staff's closures and the public holidays (content/closures.ts). */
  closures: ClosedDaysSource[];
};
export type SiteConfig = Localized<SiteSource>;

export type PhoneSource = Centre['phones']['reception'];
export type PhoneContact = Localized<PhoneSource>;

export type { OpeningTimes } from '@/lib/format';

/** A row of opening hours: regular hours on some days, or a text where there are none (« Urgences uniquement »). */
export type HoursLineSource = Centre['hours']['reception'][number];
export type HoursLine = Localized<HoursLineSource>;

/** A closing call to action: a message, a link to the contact page and a call to one of the lines. */
export interface CallToActionSource {
  /** id of the heading, for the section's accessible name. */
  id: string;
  icon: IconName;
  title: Text;
  text: Text;
  contact: { label: Text; icon: IconName };
  /** The label comes before the number (« Appeler le », « Urgences : »). */
  call: { label: Text; phone: PhoneName };
}
export type CallToAction = Localized<CallToActionSource>;

/** A link inside the site: its path in each language comes from lib/routes.ts (pageLinks). */
export interface NavLinkSource {
  href: Translated<string>;
  label: Text;
}
export type NavLink = Localized<NavLinkSource>;

/** Home and services hero slides. */
export interface SlideSource {
  id: number;
  image: ImageSource;
  title: Text;
  subtitle: Text;
  cta: NavLinkSource;
}
export type Slide = Localized<SlideSource>;

/** Blog hero slides (Swiper, a client leaf: a flat record of plain values). */
export interface HeroSlideSource {
  id: number;
  src: string;
  alt: Text;
  width: number;
  height: number;
  title: Text;
  subtitle: Text;
}
export type HeroSlide = Localized<HeroSlideSource>;

export type ServiceSource = ServiceEntry;
export type Service = Localized<ServiceSource>;

/** A price: `min` in FCFA; with `max`, a range « min à max »; `unit`, how it counts (lib/estimate.ts; its word in copy/prices.ts). */
export type PriceLineSource = ServiceSource['prices'][number];
export type PriceLine = Localized<PriceLineSource>;

/** The short text of a service's card: a sentence and four features. */
export type CardTextSource = ServiceSource['card'];
export type CardText = Localized<CardTextSource>;

/** A card that leads to a service's page (on /services, on the home page): the service's title, icon and colour, the card's own text. */
export interface ServiceCardSource extends CardTextSource {
  serviceId: number;
  title: Text;
  color: ServiceSource['color'];
  icon: IconName;
}
export type ServiceCard = Localized<ServiceCardSource>;

/** An article as a page reads it, in one language: its author's name and its category's name in that language. */
export type Article = Omit<ArticleEntry, 'author'> & { author: string; categoryName: string };

export type DoctorSource = DoctorEntry;
export type Doctor = Localized<DoctorSource>;

/** The e-mail, or one of the centre's lines (label, display, e164), under the FAQ's « how to reach us ». */
export type FaqContactEntrySource = { type: 'email'; value: string } | { type: 'phone'; phone: PhoneSource };
export type FaqContactEntry = Localized<FaqContactEntrySource>;

/** A question of the FAQ, with its link as a path and, for « how to reach us », the centre's contacts. */
export type FaqItemSource = Omit<FaqEntry, 'link' | 'contacts'> & {
  link?: NavLinkSource;
  contacts?: FaqContactEntrySource[];
};
export type FaqItem = Localized<FaqItemSource>;

export type TestimonialSource = TestimonialEntry;
export type Testimonial = Localized<TestimonialSource>;

export type FigureSource = AboutFile['figures'][number];
export type Figure = Localized<FigureSource>;

/** A titled point with an icon: values, care steps, priority groups, blog highlights. */
export interface ValueSource {
  title: Text;
  description: Text;
  icon: IconName;
}
export type Value = Localized<ValueSource>;
export type BlogHighlight = Value;

/** An item of the footer's list of home-care services: a name and an icon. */
export type FooterServiceSource = FooterServiceEntry;
export type FooterService = Localized<FooterServiceSource>;
