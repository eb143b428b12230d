// Types for every piece of fixed content. Pages and components read only these shapes.

/** Every icon the site can draw; components/ui/icon.tsx must implement each one. */
export type IconName =
  | 'activity'
  | 'apple'
  | 'arrow-left'
  | 'arrow-right'
  | 'award'
  | 'baby'
  | 'bath'
  | 'brain'
  | 'calendar'
  | 'cart'
  | 'check'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'clipboard'
  | 'clock'
  | 'close'
  | 'copy'
  | 'emergency'
  | 'facebook'
  | 'graduation'
  | 'hand-heart'
  | 'heart'
  | 'heart-pulse'
  | 'home-heart'
  | 'hospital'
  | 'instagram'
  | 'leaf'
  | 'link'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'microscope'
  | 'moon'
  | 'pause'
  | 'phone'
  | 'pill'
  | 'play'
  | 'question'
  | 'quote'
  | 'share'
  | 'shield'
  | 'star'
  | 'stethoscope'
  | 'user'
  | 'users'
  | 'walk'
  | 'whatsapp';

/** Brand colour keys; each maps to CSS variables --color-<key> and --color-<key>-soft. */
export type AccentColor = 'teal' | 'blue' | 'rose' | 'amber' | 'violet' | 'green';

/** An image shipped in public/. `src` is an absolute path such as /images/services/service-1.svg. */
export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Rich text as typed blocks, rendered to semantic HTML without dangerouslySetInnerHTML. */
export type RichBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'ordered-list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string };

export interface SiteConfig {
  /** Short brand, shown next to the logo. */
  shortName: string;
  /** Full name of the centre, used as the appointment subtitle and in the title template. */
  name: string;
  tagline: string;
  description: string;
  /** Public origin without trailing slash, from NEXT_PUBLIC_SITE_URL. */
  url: string;
  foundingDate: string;
  founder: { name: string; role: string };
  address: {
    street: string;
    district: string;
    city: string;
    region: string;
    country: string;
    countryCode: string;
    postalCode?: string;
  };
  geo: { latitude: number; longitude: number };
  /** The centre's three lines, by what each is for; listed in this order wherever all three are shown. */
  phones: Record<PhoneName, PhoneContact>;
  email: string;
  /** WhatsApp number in international digits only, for https://wa.me/<digits>. */
  whatsapp: string;
  social: { facebook: string; instagram: string; whatsapp: string };
  /** Footer hours: Mon–Fri 8h–20h, emergencies 24h/24. */
  centreHours: HoursLine[];
  /** Appointment panel hours: Mon–Fri 8:00–18:00, Sat 9:00–14:00, Sun emergencies only. */
  appointmentHours: HoursLine[];
  /** Service availability: 7 days a week, 7h–22h. */
  serviceAvailability: string;
  serviceZone: string;
  areaServed: string[];
}

/** reception: the desk (appointments, questions); homeCare: the home-care team; emergency: 24 hours a day. */
export type PhoneName = 'reception' | 'homeCare' | 'emergency';

export interface PhoneContact {
  label: string;
  display: string;
  /** E.164, used in tel: links. */
  e164: string;
}

/** A closing call to action: a message, a link to the contact page and a call to one of the lines. */
export interface CallToAction {
  /** id of the heading, for the section's accessible name. */
  id: string;
  icon: IconName;
  title: string;
  text: string;
  contact: { label: string; icon: IconName };
  /** The label comes before the number (« Appeler le », « Urgences : »). */
  call: { label: string; phone: PhoneName };
}

export interface HoursLine {
  label: string;
  value: string;
  /** schema.org days, for openingHoursSpecification. Empty when the line is not regular hours. */
  days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  opens?: string;
  closes?: string;
}

export interface NavLink {
  href: string;
  label: string;
}

/** Home and services hero slides. */
export interface Slide {
  id: number;
  image: ImageAsset;
  title: string;
  subtitle: string;
  cta: { label: string; href: string };
}

/** Blog hero slides (Swiper). */
export interface HeroSlide {
  id: number;
  src: string;
  alt: string;
  width: number;
  height: number;
  title: string;
  subtitle: string;
}

export interface PriceLine {
  option: string;
  /** Price in FCFA; with `max`, a range « min à max ». */
  min: number;
  max?: number;
  /** Unit after the price, e.g. « heure » gives « 2 500 FCFA / heure ». */
  per?: string;
}

export interface Service {
  id: number;
  slug: string;
  icon: IconName;
  color: AccentColor;
  title: string;
  /** One or two sentences, shown on cards. */
  description: string;
  image: ImageAsset;
  longDescription: RichBlock[];
  features: string[];
  /** Its card on /services. */
  card: CardText;
  pricing: PriceLine[];
  /** Defined by the spec but not displayed. */
  testimonials: { quote: string; author: string }[];
}

/** The short text of a service's card: a sentence and four features. */
export interface CardText {
  description: string;
  features: [string, string, string, string];
}

/** A card that leads to a service's page (6 on /services, 5 on the home page): the service's title, icon and colour, the card's own text. */
export interface ServiceCard extends CardText {
  serviceId: number;
  title: string;
  color: AccentColor;
  icon: IconName;
}

export type ArticleCategory = 'Accompagnement' | 'Domicile' | 'Santé' | 'Alimentation' | 'Bien-être';

export interface Article {
  id: number;
  title: string;
  /** Shorter title for <title> and link previews when `title` is too long for search results (≤ 57 characters). */
  metaTitle?: string;
  excerpt: string;
  /** Short summary, used as the lead paragraph. */
  content: string;
  icon: IconName;
  image: ImageAsset;
  /** ISO date YYYY-MM-DD; displayed as « 15 Mai 2024 ». */
  date: string;
  author: string;
  category: ArticleCategory;
  fullContent: RichBlock[];
  /** Exactly two other article ids. */
  related: [number, number];
}

export interface Doctor {
  id: number;
  name: string;
  specialty: string;
  description: string;
  image: ImageAsset;
  experience: string;
  education: string;
  social: { facebook: string; whatsapp: string; instagram: string };
}

export type FaqContactEntry = { type: 'email' | 'phone'; value: string; label: string };

export interface FaqItem {
  id: number;
  question: string;
  icon: IconName;
  /** A page that tells more, linked under the answer. */
  link?: NavLink;
  /** Either paragraphs of text, or an intro and a list of contact entries. */
  answer: { kind: 'text'; paragraphs: string[]; list?: string[] } | { kind: 'contacts'; intro: string; entries: FaqContactEntry[] };
}

export interface Testimonial {
  id: number;
  quote: string;
  author: string;
  role: string;
  /** 1 to 5. */
  rating: number;
  image: ImageAsset;
}

export interface Figure {
  value: string;
  label: string;
  icon: IconName;
}

export interface Value {
  title: string;
  description: string;
  icon: IconName;
}

export interface FooterService {
  label: string;
  icon: IconName;
}

export interface BlogHighlight {
  title: string;
  description: string;
  icon: IconName;
}
