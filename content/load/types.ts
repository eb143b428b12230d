import type { Locale } from '@/lib/i18n';
import type { Prose } from '@/lib/prose';
import type {
  AboutFile,
  ArticleFrFile,
  BlogSlidesFile,
  CareStepsFile,
  CareersPageFile,
  CentreFile,
  DoctorFile,
  FaqFile,
  LanguagesFile,
  JobFile,
  ServiceFile,
  SlidesFile,
  TestimonialsFile,
} from '../schema/files';
import type { ContentProblem } from './problems';

/* What the loader gives the pages: the files' schemas' output, with what ties them together. */

export const LEGAL_SLUGS = ['privacy', 'terms', 'cookies'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export interface LoadOptions {
  /** The content folder (content/). */
  dir: string;
  /** The site's public/ folder, where the artwork (/images/…) lives. */
  publicDir: string;
  /** The site's public address, for {site}. */
  siteUrl: string;
  /** The day in Yaoundé articles are published up to (YYYY-MM-DD); the build's day when left out (lib/publication.ts). */
  today?: string;
}

/** The centre's facts, with the founder's name taken from her doctor file. */
export type Centre = Omit<CentreFile, 'founder'> & { founder: { name: string; role: CentreFile['founder']['role']; doctor: string } };

export type ServiceEntry = ServiceFile & { slug: string };
export type DoctorEntry = DoctorFile & { slug: string };
/** A language of the team: its ISO 639 code and its name in both languages. */
export type LanguageEntry = LanguagesFile['languages'][number];
export type FaqEntry = FaqFile['items'][number] & { id: number };
export type TestimonialEntry = TestimonialsFile['items'][number] & { id: number };
export type SlideEntry = SlidesFile['slides'][number] & { id: number };
export type BlogSlideEntry = BlogSlidesFile['slides'][number] & { id: number };
/** A card of the home page, from the service it is on: its number and its own short text. */
export type HomeServiceCardEntry = Omit<ServiceFile['home'][number], 'place'> & { service: number };
/** A line of the footer's « Nos services à domicile », from the service that puts it there. */
export type FooterServiceEntry = Omit<ServiceFile['footer'][number], 'place'> & { service: number };
/** A choice of the appointment form, from the service that gives it: { fr, en }, the French name the one the centre receives. */
export type AppointmentChoiceEntry = ServiceFile['form'][number]['name'];
export type CareStepEntry = CareStepsFile['steps'][number];
/** An open position, named by its file (content/jobs/<slug>.yml): its anchor, its ?poste= and its JobPosting's identifier. */
export type JobEntry = JobFile & { slug: string };

/** An article in one language: the French file's facts with that language's texts. */
export type ArticleEntry = Omit<ArticleFrFile, 'draft' | 'author'> & {
  slug: string;
  /** The doctor who wrote it (a doctor's slug), or undefined for the centre's team. */
  author: string | undefined;
  /** The languages it is published in: French always, English when it has been translated. */
  locales: Locale[];
};

export interface LegalSection {
  title: string;
  body: Prose;
}

export interface LegalPageEntry {
  slug: LegalSlug;
  title: string;
  description: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
}

export interface SiteContent {
  centre: Centre;
  /** The footer's list of home-care services: the services' lines (their `footer`), in their places. */
  footerServices: FooterServiceEntry[];
  services: ServiceEntry[];
  homeServiceCards: HomeServiceCardEntry[];
  /** The steps of a care plan on /services (content/services-page/steps.yml). */
  careSteps: CareStepEntry[];
  /** The appointment form's choices from the services (their `form`), in their places; « Autre » is added after them (content/appointment.ts). */
  appointmentServices: AppointmentChoiceEntry[];
  doctors: DoctorEntry[];
  /** The languages the team speaks (content/settings/languages.yml), in order: what doctors' languages are chosen from. */
  languages: LanguageEntry[];
  faq: FaqEntry[];
  testimonials: TestimonialEntry[];
  homeSlides: SlideEntry[];
  servicesSlides: SlideEntry[];
  blogSlides: BlogSlideEntry[];
  about: AboutFile;
  /** Published articles per language, newest first. */
  articles: Record<Locale, ArticleEntry[]>;
  legal: Record<Locale, Record<LegalSlug, LegalPageEntry>>;
  /** The positions open on the build's day (Yaoundé), newest first: content/jobs/. */
  jobs: JobEntry[];
  /** The positions closed within the settings' grace period: their address says « filled or closed » (noindex). */
  closedJobs: JobEntry[];
  /** /recrutement/'s « why work with us » (content/careers/page.yml). */
  careers: CareersPageFile;
}

export interface LoadResult {
  /** Undefined as soon as there is one error: no page is built from bad content. */
  content: SiteContent | undefined;
  errors: ContentProblem[];
  warnings: ContentProblem[];
}
