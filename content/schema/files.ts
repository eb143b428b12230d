import * as z from 'zod';
import { doualaToday } from '@/lib/douala-date';
import { PRICE_UNITS } from '@/lib/estimate';
import { formatPrice } from '@/lib/format';
import type { SchemaKit } from './kit';
import { optional, WEEKDAYS, withDefault } from './kit';
import { quoted } from './messages';

/*
 * One schema per kind of file in content/ (docs/content.md lists them). Each describes the
 * file as staff write it and, through the kit, what pages receive; the editor's configuration at
 * /admin/ names the same fields.
 */

/** The five categories of the blog (their names and colours are words of the site: content/articles.ts). */
export const ARTICLE_CATEGORIES = ['support', 'home', 'health', 'nutrition', 'wellbeing'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The centre's three lines, in the order every list shows them. */
export const PHONE_NAMES = ['reception', 'homeCare', 'emergency'] as const;
export type PhoneName = (typeof PHONE_NAMES)[number];

/** How a family may pay (their names are words of the site: copy/trust.ts). */
export const PAYMENT_METHODS = ['cash', 'mtn-momo', 'orange-money', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The languages a clinician may speak, by their ISO 639 code (search engines read the codes; the
 * names are words of the site: copy/trust.ts). A language missing here is added in both places.
 */
export const SPOKEN_LANGUAGES = ['fr', 'en', 'wes', 'ewo', 'bum', 'eto', 'bas', 'dua', 'bbj', 'ff'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** A phone number as people write it, with its country code (« +237 6 00 00 00 01 »). */
const PHONE_PATTERN = /^\+\d[\d ]{7,18}\d$/;

export function contentSchemas(kit: SchemaKit) {
  const { line, text, markdown, richText, name, fcfa, isoDate, time, itemId, icon, color, page, slug, url, email, image, imageOf } = kit;

  /** A phone number as people write it (« +237 6 00 00 00 01 »). */
  const phoneText = z.string().regex(PHONE_PATTERN, {
    error: (issue) =>
      `« ${String(issue.input)} » n'est pas un numéro de téléphone international : écrivez-le avec l'indicatif, par exemple +237 6 00 00 00 01.`,
  });

  /** Shown with no-break spaces (a number never wraps), dialled in E.164 (tel: links, structured data). */
  const phoneNumber = phoneText.transform((number) => ({ display: number.replace(/ /g, '\u00A0'), e164: number.replace(/ /g, '') }));

  /** A phone line: its name in each language and its number. */
  const phone = z.strictObject({ label: text, number: phoneNumber }).transform(({ label, number }) => ({ label, ...number }));

  /** A day that has come: an authorisation or a registration is never dated later than today in Yaoundé. */
  const pastDate = isoDate.refine((value) => value <= doualaToday(), {
    error: (issue) =>
      `${quoted(issue.input)} est une date à venir : écrivez le jour où le document a été délivré (année-mois-jour, aujourd'hui au plus tard).`,
  });

  /** A neighbourhood or a town the home-care team goes to, with its travel fee (none when left blank) and usual delay. */
  const quartier = z.strictObject({ name, travelFee: optional(fcfa), delay: optional(text) });

  /** A way to pay, with the number staff choose to publish (never for cash). */
  const payment = z
    .strictObject({ method: z.enum(PAYMENT_METHODS), number: optional(phoneNumber), holder: optional(name), note: optional(text) })
    .superRefine((entry, ctx) => {
      if (entry.method === 'cash' && entry.number) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: 'un paiement en espèces n’a pas de numéro : laissez ce champ vide.' });
      }
    });

  const hoursRow = z.union(
    [
      z.strictObject({ label: text, days: z.array(z.enum(WEEKDAYS)).min(1), opens: time, closes: time }),
      z.strictObject({ label: text, text }),
    ],
    { error: () => 'une ligne d’horaires a soit des jours avec une heure d’ouverture et de fermeture, soit un texte (par exemple « Urgences uniquement »).' },
  );

  const centre = z
    .strictObject({
      shortName: name,
      name: text,
      tagline: text,
      description: text,
      foundingDate: isoDate,
      /** The day the services' prices were last checked (/tarifs/ says « Tarifs au … »). */
      pricesUpdated: isoDate,
      /** The founder is one of the doctors (content/doctors/<slug>.yml): her name is written there only. */
      founder: z.strictObject({ doctor: slug, role: text }),
      address: z.strictObject({
        street: text,
        district: name,
        city: name,
        region: name,
        country: text,
        countryCode: z.string().regex(/^[A-Z]{2}$/, { error: 'le code du pays a deux lettres majuscules (CM pour le Cameroun).' }),
        postalCode: optional(name),
      }),
      geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
      phones: z.strictObject({ reception: phone, homeCare: phone, emergency: phone }),
      email,
      /** The line that answers on WhatsApp (reception, homeCare, emergency), never a number typed twice. */
      whatsapp: z.enum(PHONE_NAMES),
      social: z.strictObject({ facebook: url, instagram: url }),
      hours: z.strictObject({
        /** The centre's hours (the footer); the first row with times is the weekday hours texts quote. */
        centre: z.array(hoursRow).min(1),
        /** When the desk takes appointments (the form's panel). */
        appointments: z.array(hoursRow).min(1),
        /** When the home-care team comes, every day. */
        homeCare: z.strictObject({ opens: time, closes: time }),
      }),
      serviceZone: text,
      /** Where the home-care team goes: the list families read, and search engines' areaServed. */
      quartiers: z
        .array(quartier)
        .min(1)
        .superRefine((quartiers, ctx) => {
          quartiers.forEach((entry, index) => {
            if (quartiers.findIndex((other) => other.name.toLowerCase() === entry.name.toLowerCase()) !== index) {
              ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `« ${entry.name} » est déjà dans la liste : chaque quartier n'y est qu'une fois.` });
            }
          });
        }),
      /** The centre's authorisation to operate, from the health ministry. */
      authorisation: z.strictObject({ number: name, authority: text, date: pastDate }),
      payment: z.array(payment).min(1),
      /** Insurers and mutuelles whose members the centre accepts (none: the list is left empty). */
      insurers: withDefault(z.array(name), []),
      /**
       * Who looks after the site (a developer, a provider): the editor names them when a publish is still
       * not online after ten minutes (editor/online/). Never shown on the site.
       */
      webmaster: optional(z.strictObject({ name: optional(name), phone: optional(phoneText) })),
    })
    .transform(({ whatsapp, ...centre }) => ({ ...centre, whatsapp: centre.phones[whatsapp].e164.replace(/\D/g, '') }));

  /**
   * A price line: its amount (a range with `max`) and how it counts (`unit`: lib/estimate.ts), which
   * the estimator multiplies and pages say in words (copy/prices.ts: « 2 500 FCFA / heure »).
   */
  const priceLine = z
    .strictObject({
      option: text,
      min: fcfa,
      max: optional(fcfa),
      unit: z.enum(PRICE_UNITS, {
        error: (issue) =>
          `${issue.input === undefined ? 'l’unité est vide' : `« ${String(issue.input)} » n'est pas une unité`} : choisissez par heure, par visite, par repas, par jour, par semaine, par mois ou forfait.`,
      }),
    })
    .superRefine((price, ctx) => {
      if (price.max !== undefined && price.max < price.min) {
        ctx.addIssue({
          code: 'custom',
          path: ['max'],
          message: `le montant maximum (${formatPrice({ min: price.max })}) est plus petit que le montant (${formatPrice({ min: price.min })}) : échangez-les ou corrigez l'un des deux.`,
        });
      }
    });

  const service = z.strictObject({
    id: itemId,
    icon,
    color,
    title: text,
    /** One or two sentences, shown on cards and in search results. */
    description: text,
    image,
    /** The long description, in Markdown. */
    body: richText,
    features: z.array(text).min(1),
    /** Its card on /services: a sentence and four points. */
    card: z.strictObject({ description: text, features: z.array(text).length(4, { error: 'une carte a exactement 4 points forts.' }) }),
    prices: z.array(priceLine).min(1),
    /** Kept with the service for later use; not shown yet. */
    testimonials: withDefault(z.array(z.strictObject({ quote: text, author: name })), []),
  });

  /** The five cards of the home page, in their order: each points at a service and has its own short text. */
  const homeServices = z.strictObject({
    cards: z
      .array(z.strictObject({ service: itemId, description: text, features: z.array(text).length(4, { error: 'une carte a exactement 4 points forts.' }) }))
      .min(1),
  });

  /**
   * The appointment form's service choices, in their order: each French name is what the centre's
   * e-mail carries (whatever the page's language), so two choices cannot share one.
   */
  const appointmentServices = z.strictObject({
    choices: z
      .array(text)
      .min(1)
      .superRefine((choices, ctx) => {
        choices.forEach((choice, index) => {
          if (choices.findIndex((other) => other.fr === choice.fr) !== index) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'fr'],
              message: `« ${choice.fr} » est déjà un autre choix de la liste : chaque choix a son propre nom en français (c'est ce nom que le centre reçoit).`,
            });
          }
        });
      }),
  });

  const doctor = z.strictObject({
    id: itemId,
    name,
    specialty: text,
    description: text,
    experience: text,
    education: text,
    image,
    social: z.strictObject({ facebook: url, whatsapp: url, instagram: url }),
    /** Their registration with their professional order (Ordre national des médecins du Cameroun…). */
    registration: z.strictObject({ order: text, number: name }),
    languages: z.array(z.enum(SPOKEN_LANGUAGES)).min(1),
  });

  const faq = z.strictObject({
    items: z
      .array(
        z.strictObject({
          question: text,
          icon,
          /** Markdown: paragraphs and lists. */
          answer: richText,
          /** A page that tells more, linked under the answer. */
          link: optional(z.strictObject({ page, label: text })),
          /** Shows the centre's e-mail and three phones under the answer (from the centre's facts). */
          contacts: withDefault(z.boolean(), false),
        }),
      )
      .min(1),
  });

  const testimonials = z.strictObject({
    items: z
      .array(
        z.strictObject({
          quote: text,
          author: name,
          role: text,
          rating: z.int().min(1).max(5),
          image,
        }),
      )
      .min(1),
  });

  /** The footer's list of home-care services, on every page, in its order: a name and an icon each. */
  const footer = z.strictObject({
    services: z.array(z.strictObject({ label: text, icon })).min(1),
  });

  const slide = { image, title: text, subtitle: text };
  const slides = z.strictObject({
    slides: z.array(z.strictObject({ ...slide, cta: z.strictObject({ label: text, page }) })).min(1),
  });
  const blogSlides = z.strictObject({ slides: z.array(z.strictObject(slide)).min(1) });

  const titled = z.strictObject({ title: text, description: text, icon });
  const about = z.strictObject({
    history: richText,
    figures: z.array(z.strictObject({ value: name, label: text, icon })).min(1),
    values: z.array(titled).min(1),
    founder: z.strictObject({ quote: text }),
    solution: richText,
    groups: z.array(titled).min(1),
    images: z.strictObject({ team: image, founder: image }),
  });

  /** How a care plan starts, on /services: the steps in their order (the page numbers them). */
  const careSteps = z.strictObject({ steps: z.array(titled).min(1) });

  /** An article's French file: its facts and its French text. */
  const articleFr = z.strictObject({
    id: itemId,
    title: line('fr'),
    /** A shorter title for the browser tab and link previews (57 characters at most). */
    metaTitle: optional(line('fr')),
    excerpt: line('fr'),
    lead: line('fr'),
    category: z.enum(ARTICLE_CATEGORIES),
    date: isoDate,
    /** A doctor's file name (content/doctors/<slug>.yml), or nothing for « L'équipe Aide & Vie ». */
    author: optional(slug),
    /** Up to two other articles, by number. */
    related: withDefault(z.array(itemId).max(2), []),
    image: imageOf(line('fr')),
    icon,
    /** Kept in the files but not published. */
    draft: withDefault(z.boolean(), false),
    body: markdown('fr'),
  });

  /**
   * An article's English file: the translated texts. The editor copies the French file's facts into
   * it (id, date, category…): they are accepted and ignored, the French file's count.
   */
  const articleEn = z.strictObject({
    title: line('en'),
    metaTitle: optional(line('en')),
    excerpt: line('en'),
    lead: line('en'),
    image: z.looseObject({ alt: line('en') }),
    body: markdown('en'),
    id: z.unknown().optional(),
    category: z.unknown().optional(),
    date: z.unknown().optional(),
    author: z.unknown().optional(),
    related: z.unknown().optional(),
    icon: z.unknown().optional(),
    draft: z.unknown().optional(),
  });

  const legalPage = (locale: 'fr' | 'en') =>
    z.strictObject({
      title: line(locale),
      description: line(locale),
      /** The paragraph under the title. */
      intro: line(locale),
      updated: isoDate,
      /** Sections, each starting with a « ## » title. */
      body: markdown(locale),
    });

  return { centre, footer, service, homeServices, appointmentServices, doctor, faq, testimonials, slides, blogSlides, about, careSteps, articleFr, articleEn, legalPage };
}

type Schemas = ReturnType<typeof contentSchemas>;
export type CentreFile = z.output<Schemas['centre']>;
export type FooterFile = z.output<Schemas['footer']>;
export type CareStepsFile = z.output<Schemas['careSteps']>;
export type ServiceFile = z.output<Schemas['service']>;
export type HomeServicesFile = z.output<Schemas['homeServices']>;
export type AppointmentServicesFile = z.output<Schemas['appointmentServices']>;
export type DoctorFile = z.output<Schemas['doctor']>;
export type FaqFile = z.output<Schemas['faq']>;
export type TestimonialsFile = z.output<Schemas['testimonials']>;
export type SlidesFile = z.output<Schemas['slides']>;
export type BlogSlidesFile = z.output<Schemas['blogSlides']>;
export type AboutFile = z.output<Schemas['about']>;
export type ArticleFrFile = z.output<Schemas['articleFr']>;
export type ArticleEnFile = z.output<Schemas['articleEn']>;
export type LegalFile = z.output<ReturnType<Schemas['legalPage']>>;
