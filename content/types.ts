import type { IconName } from '@/lib/icon-names';
import type { Localized, Text, Translated } from '@/lib/i18n';

/*
 * Types for every piece of fixed content. Content is written in both languages: each *Source type
 * holds Text ({ fr, en }) where a visitor reads words, plain values for facts (ids, prices, dates,
 * paths of images). Pages and components read the Localized view, with plain strings, chosen on the
 * server for the page's language.
 */

/** Every icon the site can draw (the symbols of components/ui/icons.svg). */
export type { IconName };

/** Brand colour keys; each maps to CSS variables --color-<key> and --color-<key>-soft. */
export type AccentColor = 'teal' | 'blue' | 'rose' | 'amber' | 'violet' | 'green';

/** An image shipped in public/. `src` is an absolute path such as /images/services/service-1.svg. */
export interface ImageSource {
  src: string;
  alt: Text;
  width: number;
  height: number;
}
export type ImageAsset = Localized<ImageSource>;

/** Rich text as typed blocks, rendered to semantic HTML without dangerouslySetInnerHTML. */
export type RichBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'ordered-list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string };

/** A long text, written as its own sequence of blocks in each language. */
export type RichTextSource = Translated<RichBlock[]>;

export interface SiteSource {
  /** Short brand, shown next to the logo. */
  shortName: string;
  /** Full name of the centre, used as the appointment subtitle and in the title template. */
  name: Text;
  tagline: Text;
  description: Text;
  /** Public origin without trailing slash, from NEXT_PUBLIC_SITE_URL. */
  url: string;
  foundingDate: string;
  founder: { name: string; role: Text };
  address: {
    /** Written in each language: a street name can carry words (« Rue », « Street »). */
    street: Text;
    district: string;
    city: string;
    region: string;
    country: Text;
    countryCode: string;
    postalCode?: string;
  };
  geo: { latitude: number; longitude: number };
  /** The centre's three lines, by what each is for; listed in this order wherever all three are shown. */
  phones: Record<PhoneName, PhoneSource>;
  email: string;
  /** WhatsApp number in international digits only, for https://wa.me/<digits> (lib/whatsapp.ts). */
  whatsapp: string;
  social: { facebook: string; instagram: string; whatsapp: string };
  /** Footer hours: Mon–Fri, emergencies day and night. */
  centreHours: HoursLineSource[];
  /** The consultation desk's name in structured data. */
  consultationDesk: Text;
  /** Appointment panel hours: Mon–Fri, Sat, Sun emergencies only. */
  appointmentHours: HoursLineSource[];
  /** Service availability, its hours filled in from `serviceHours` (content/site.ts). */
  serviceAvailability: Text;
  serviceZone: Text;
  areaServed: string[];
}
export type SiteConfig = Localized<SiteSource>;

/** reception: the desk (appointments, questions); homeCare: the home-care team; emergency: 24 hours a day. */
export type PhoneName = 'reception' | 'homeCare' | 'emergency';

export interface PhoneSource {
  label: Text;
  /** « +237 6 00 00 00 01 »: the same in both languages. */
  display: string;
  /** E.164, used in tel: links. */
  e164: string;
}
export type PhoneContact = Localized<PhoneSource>;

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

/** Opening and closing times as HH:MM (24-hour): the only place hours are written; lib/format.ts writes them out. */
export interface OpeningTimes {
  opens: string;
  closes: string;
}

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/**
 * A row of opening hours: regular hours on some days (schema.org days, for openingHoursSpecification),
 * or a text where there are none (« Urgences uniquement »).
 */
export type HoursLineSource = ({ label: Text; days: Weekday[] } & OpeningTimes) | { label: Text; text: Text };
export type HoursLine = Localized<HoursLineSource>;

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

/** Blog hero slides (Swiper). */
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

export interface PriceLineSource {
  option: Text;
  /** Price in FCFA; with `max`, a range « min à max ». */
  min: number;
  max?: number;
  /** Unit after the price, e.g. « heure » gives « 2 500 FCFA / heure ». */
  per?: Text;
}
export type PriceLine = Localized<PriceLineSource>;

export interface ServiceSource {
  id: number;
  slug: string;
  icon: IconName;
  color: AccentColor;
  title: Text;
  /** One or two sentences, shown on cards. */
  description: Text;
  image: ImageSource;
  longDescription: RichTextSource;
  features: Text[];
  /** Its card on /services. */
  card: CardTextSource;
  pricing: PriceLineSource[];
  /** Kept with the service for later use; not displayed yet. */
  testimonials: { quote: Text; author: string }[];
}
export type Service = Localized<ServiceSource>;

/** The short text of a service's card: a sentence and four features. */
export interface CardTextSource {
  description: Text;
  features: [Text, Text, Text, Text];
}
export type CardText = Localized<CardTextSource>;

/** A card that leads to a service's page (6 on /services, 5 on the home page): the service's title, icon and colour, the card's own text. */
export interface ServiceCardSource extends CardTextSource {
  serviceId: number;
  title: Text;
  color: AccentColor;
  icon: IconName;
}
export type ServiceCard = Localized<ServiceCardSource>;

/** The five categories of the blog; their names are in content/articles.ts. */
export type ArticleCategory = 'support' | 'home' | 'health' | 'nutrition' | 'wellbeing';

export interface ArticleSource {
  id: number;
  title: Text;
  /** Shorter title for <title> and link previews when `title` is too long for search results (≤ 57 characters). */
  metaTitle?: Text;
  excerpt: Text;
  /** Short summary, used as the lead paragraph. */
  content: Text;
  icon: IconName;
  image: ImageSource;
  /** ISO date YYYY-MM-DD; displayed as « 15 Mai 2024 », « 15 May 2024 ». */
  date: string;
  /** A doctor's name (the same in both languages), or the team (written in each language). */
  author: string | Text;
  category: ArticleCategory;
  fullContent: RichTextSource;
  /** Exactly two other article ids. */
  related: [number, number];
}
/** An article as a page reads it, with its category's name in the page's language. */
export type Article = Localized<ArticleSource> & { categoryName: string };

export interface DoctorSource {
  id: number;
  name: string;
  specialty: Text;
  description: Text;
  image: ImageSource;
  experience: Text;
  education: Text;
  social: { facebook: string; whatsapp: string; instagram: string };
}
export type Doctor = Localized<DoctorSource>;

/** The e-mail, or one of the centre's lines as content/site.ts holds it (label, display, e164). */
export type FaqContactEntrySource = { type: 'email'; value: string; label: Text } | { type: 'phone'; phone: PhoneSource };
export type FaqContactEntry = Localized<FaqContactEntrySource>;

export interface FaqItemSource {
  id: number;
  question: Text;
  icon: IconName;
  /** A page that tells more, linked under the answer. */
  link?: NavLinkSource;
  /** Either paragraphs of text, or an intro and a list of contact entries. */
  answer:
    | { kind: 'text'; paragraphs: Text[]; list?: Text[] }
    | { kind: 'contacts'; intro: Text; entries: FaqContactEntrySource[] };
}
export type FaqItem = Localized<FaqItemSource>;

export interface TestimonialSource {
  id: number;
  quote: Text;
  author: string;
  role: Text;
  /** 1 to 5. */
  rating: number;
  image: ImageSource;
}
export type Testimonial = Localized<TestimonialSource>;

export interface FigureSource {
  value: string;
  label: Text;
  icon: IconName;
}
export type Figure = Localized<FigureSource>;

/** A titled point with an icon: values, care steps, priority groups, blog highlights. */
export interface ValueSource {
  title: Text;
  description: Text;
  icon: IconName;
}
export type Value = Localized<ValueSource>;
export type BlogHighlight = Value;

export interface FooterServiceSource {
  label: Text;
  icon: IconName;
}
export type FooterService = Localized<FooterServiceSource>;
