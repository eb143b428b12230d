import * as z from 'zod';
import { doualaToday } from '@/lib/douala-date';
import { PRICE_UNITS } from '@/lib/estimate';
import { formatPrice } from '@/lib/format';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { optional, WEEKDAYS, withDefault } from './kit';
import { quoted } from './messages';

/*
 * One schema per kind of file in content/ (docs/content.md lists them). Each describes the
 * file as staff write it and, through the kit, what pages receive; the editor's configuration at
 * /admin/ is generated from them: each field's label, hint and widget sit beside its rule in
 * `field(rule, { … })` (./editor.ts), and pipeline/lib/decap-config/ writes them out.
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

/** A field that names a doctor by their file (content/doctors/<slug>.yml), chosen by name in the editor. */
const DOCTOR_RELATION = {
  widget: 'relation',
  decap: { collection: 'doctors', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] },
} as const;

export function contentSchemas(kit: SchemaKit) {
  const { line, text, markdown, richText, name, fcfa, isoDate, time, itemId, icon, color, page, slug, url, email, image, imageOf } = kit;

  /** A phone number as people write it (« +237 6 00 00 00 01 »). */
  const phoneText = field(
    z.string().regex(PHONE_PATTERN, {
      error: (issue) =>
        `« ${String(issue.input)} » n'est pas un numéro de téléphone international : écrivez-le avec l'indicatif, par exemple +237 6 00 00 00 01.`,
    }),
    {
      label: 'Numéro',
      widget: 'string',
      hint: "Avec l'indicatif, comme on l'écrit (+237 6 00 00 00 01).",
      pattern: [PHONE_PATTERN.source, "Écrivez le numéro avec l'indicatif, par exemple +237 6 00 00 00 01."],
    },
  );

  /** Shown with no-break spaces (a number never wraps), dialled in E.164 (tel: links, structured data). */
  const phoneNumber = phoneText.transform((number) => ({ display: number.replace(/ /g, '\u00A0'), e164: number.replace(/ /g, '') }));

  /** A phone line: its name in each language and its number. */
  const phone = z.strictObject({ label: field(text, { label: 'Libellé' }), number: phoneNumber }).transform(({ label, number }) => ({ label, ...number }));

  /** A day that has come: an authorisation or a registration is never dated later than today in Yaoundé. */
  const pastDate = isoDate.refine((value) => value <= doualaToday(), {
    error: (issue) =>
      `${quoted(issue.input)} est une date à venir : écrivez le jour où le document a été délivré (année-mois-jour, aujourd'hui au plus tard).`,
  });

  /** A neighbourhood or a town the home-care team goes to, with its travel fee (none when left blank) and usual delay. */
  const quartier = z.strictObject({
    name: field(name, { label: 'Nom', hint: "Le quartier ou la ville, comme on l'écrit : « Biyem-Assi », « Soa »." }),
    travelFee: field(optional(fcfa), {
      label: 'Frais de déplacement',
      hint: 'En FCFA. Laissez vide s\'il n\'y a pas de frais de déplacement (le site écrit « sans frais de déplacement »).',
    }),
    delay: field(optional(text), { label: 'Délai habituel', hint: "Le temps habituel avant l'arrivée de l'équipe, par exemple « sous 2 h » ou « le jour même »." }),
  });

  /** A way to pay, with the number staff choose to publish (never for cash). */
  const payment = z
    .strictObject({
      method: field(z.enum(PAYMENT_METHODS), {
        label: 'Moyen',
        widget: 'select',
        choices: { cash: 'Espèces', 'mtn-momo': 'MTN Mobile Money', 'orange-money': 'Orange Money', transfer: "Transfert depuis l'étranger" },
      }),
      number: field(optional(phoneNumber), { hint: "Le numéro où payer, avec l'indicatif (+237 6 00 00 00 04). Laissez vide pour les espèces." }),
      holder: field(optional(name), { label: 'Au nom de', hint: 'Le nom que la personne voit au moment de payer.' }),
      note: field(optional(text), { label: 'Précision', hint: 'Par exemple, pour un transfert : les services acceptés et qui appeler pour les coordonnées.' }),
    })
    .superRefine((entry, ctx) => {
      if (entry.method === 'cash' && entry.number) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: 'un paiement en espèces n’a pas de numéro : laissez ce champ vide.' });
      }
    });

  const rowLabel = field(text, { label: 'Libellé' });
  const opens = field(time, { label: 'Ouverture' });
  const closes = field(time, { label: 'Fermeture' });
  const hoursRow = z.union(
    [
      z.strictObject({
        label: rowLabel,
        days: field(z.array(z.enum(WEEKDAYS)).min(1), {
          label: 'Jours',
          widget: 'select',
          hint: 'Soit des jours avec une heure d\'ouverture et de fermeture, soit un texte (plus bas).',
          choices: { Monday: 'Lundi', Tuesday: 'Mardi', Wednesday: 'Mercredi', Thursday: 'Jeudi', Friday: 'Vendredi', Saturday: 'Samedi', Sunday: 'Dimanche' },
        }),
        opens,
        closes,
      }),
      z.strictObject({ label: rowLabel, text: field(text, { label: 'Texte', hint: 'À la place des jours et des heures, par exemple « Urgences uniquement ».' }) }),
    ],
    { error: () => 'une ligne d’horaires a soit des jours avec une heure d’ouverture et de fermeture, soit un texte (par exemple « Urgences uniquement »).' },
  );

  const centre = z
    .strictObject({
      shortName: field(name, { label: 'Nom court', hint: "Le nom que l'on voit en haut de chaque page (« Aide & Vie »)." }),
      name: field(text, { label: 'Nom' }),
      tagline: field(text, { label: 'Slogan' }),
      description: field(text, { label: 'Description', widget: 'text', hint: 'Une ou deux phrases, montrées par les moteurs de recherche.' }),
      foundingDate: field(isoDate, { label: 'Date de création' }),
      /** The day the services' prices were last checked (/tarifs/ says « Tarifs au … »). */
      pricesUpdated: field(isoDate, {
        label: 'Date des tarifs',
        hint: "Le jour où les prix des services ont été vérifiés : la page des tarifs l'imprime en haut (« Tarifs au 25 Novembre 2026 »). Changez-la quand vous changez un prix.",
      }),
      /** The founder is one of the doctors (content/doctors/<slug>.yml): her name is written there only. */
      founder: field(
        z.strictObject({
          doctor: field(slug, { label: 'Médecin', hint: 'Sa fiche dans « Équipe médicale » (son nom est écrit là, une seule fois).', ...DOCTOR_RELATION }),
          role: field(text, { label: 'Fonction' }),
        }),
        { label: 'Fondatrice' },
      ),
      address: field(
        z.strictObject({
          street: field(text, { label: 'Rue' }),
          district: field(name, { label: 'Quartier' }),
          city: field(name, { label: 'Ville' }),
          region: field(name, { label: 'Région' }),
          country: field(text, { label: 'Pays' }),
          countryCode: field(z.string().regex(/^[A-Z]{2}$/, { error: 'le code du pays a deux lettres majuscules (CM pour le Cameroun).' }), {
            label: 'Code du pays',
            widget: 'string',
            pattern: ['^[A-Z]{2}$', 'Deux lettres majuscules (CM pour le Cameroun).'],
          }),
          postalCode: field(optional(name), { label: 'Code postal' }),
        }),
        { label: 'Adresse' },
      ),
      geo: field(
        z.strictObject({
          latitude: field(z.number().min(-90).max(90), { label: 'Latitude', widget: 'decimal', hint: 'Avec une virgule ou un point : 3,8480 ou 3.8480.' }),
          longitude: field(z.number().min(-180).max(180), { label: 'Longitude', widget: 'decimal' }),
        }),
        { label: 'Position', hint: "Sur OpenStreetMap, un clic droit sur le centre puis « Afficher l'adresse » donne ces deux nombres." },
      ),
      phones: field(
        z.strictObject({
          reception: field(phone, { label: 'Accueil' }),
          homeCare: field(phone, { label: 'Soins à domicile' }),
          emergency: field(phone, { label: 'Urgences' }),
        }),
        { label: 'Téléphones' },
      ),
      email: field(email, { label: 'E-mail' }),
      /** The line that answers on WhatsApp (reception, homeCare, emergency), never a number typed twice. */
      whatsapp: field(z.enum(PHONE_NAMES), {
        label: 'WhatsApp',
        widget: 'select',
        hint: 'La ligne qui répond sur WhatsApp.',
        choices: { reception: 'Accueil', homeCare: 'Soins à domicile', emergency: 'Urgences' },
      }),
      social: field(z.strictObject({ facebook: field(url, { label: 'Facebook' }), instagram: field(url, { label: 'Instagram' }) }), { label: 'Réseaux sociaux' }),
      hours: field(
        z.strictObject({
          /** The centre's hours (the footer); the first row with times is the weekday hours texts quote. */
          centre: field(z.array(hoursRow).min(1), {
            label: 'Centre',
            labelSingular: 'ligne',
            hint: 'Le bas de chaque page. La première ligne avec des heures est celle que citent les textes.',
            summary: '{{fields.label.fr}}',
          }),
          /** When the desk takes appointments (the form's panel). */
          appointments: field(z.array(hoursRow).min(1), {
            label: 'Rendez-vous',
            labelSingular: 'ligne',
            hint: "Quand l'accueil prend les rendez-vous (à côté du formulaire).",
            summary: '{{fields.label.fr}}',
          }),
          /** When the home-care team comes, every day. */
          homeCare: field(z.strictObject({ opens, closes }), { label: 'Soins à domicile', hint: "Quand l'équipe de soins à domicile se déplace, tous les jours." }),
        }),
        { label: 'Horaires' },
      ),
      serviceZone: field(text, {
        label: 'Zone d’intervention',
        widget: 'text',
        hint: 'Une phrase, par exemple « Yaoundé et ses environs ». Les quartiers sont listés plus bas.',
      }),
      /** Where the home-care team goes: the list families read, and search engines' areaServed. */
      quartiers: field(
        z
          .array(quartier)
          .min(1)
          .superRefine((quartiers, ctx) => {
            quartiers.forEach((entry, index) => {
              if (quartiers.findIndex((other) => other.name.toLowerCase() === entry.name.toLowerCase()) !== index) {
                ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `« ${entry.name} » est déjà dans la liste : chaque quartier n'y est qu'une fois.` });
              }
            });
          }),
        {
          label: 'Quartiers desservis',
          labelSingular: 'quartier',
          hint: "Où l'équipe se déplace, dans l'ordre où les familles les liront (page « À propos », chaque service, moteurs de recherche).",
          summary: '{{fields.name}}',
        },
      ),
      /** The centre's authorisation to operate, from the health ministry. */
      authorisation: field(
        z.strictObject({
          number: field(name, { label: 'Numéro', hint: 'Par exemple 1234/A/MINSANTE/SG.' }),
          authority: field(text, { label: 'Autorité', hint: 'Qui l\'a délivrée : « Ministère de la Santé publique ».' }),
          date: field(pastDate, { label: 'Date', hint: 'Le jour où elle a été délivrée (jamais une date à venir).' }),
        }),
        {
          label: 'Autorisation',
          hint: "L'autorisation d'ouverture du centre, telle qu'elle est écrite sur le document (en bas de chaque page et sur la page « À propos »).",
        },
      ),
      payment: field(z.array(payment).min(1), {
        label: 'Moyens de paiement',
        labelSingular: 'moyen de paiement',
        hint: 'Les moyens de paiement acceptés, avec les numéros que vous choisissez de publier.',
        // Decap's summary shows a choice's value (« mtn-momo »), no word for staff: the number and its holder, or the note.
        summary: "{{fields.number | default('Sans numéro')}} {{fields.holder}} {{fields.note.fr}}",
      }),
      /** Insurers and mutuelles whose members the centre accepts (none: the list is left empty). */
      insurers: field(withDefault(z.array(field(name, { label: 'Nom' })), []), {
        label: 'Assurances et mutuelles acceptées',
        labelSingular: 'assurance ou mutuelle',
        hint: 'Laissez la liste vide si le centre n\'en accepte aucune.',
      }),
      /**
       * Who looks after the site (a developer, a provider): the editor names them when a publish is still
       * not online after ten minutes (editor/online/). Never shown on the site.
       */
      webmaster: field(
        optional(
          z.strictObject({
            name: field(optional(name), { label: 'Nom', hint: 'Par exemple « Paul, le prestataire du site ».' }),
            phone: field(optional(phoneText), { label: 'Téléphone' }),
          }),
        ),
        {
          label: 'Responsable du site',
          hint: "La personne à appeler si une modification publiée n'apparaît pas sur le site. Elle n'est pas affichée sur le site.",
        },
      ),
    })
    .transform(({ whatsapp, ...centre }) => ({ ...centre, whatsapp: centre.phones[whatsapp].e164.replace(/\D/g, '') }));

  /**
   * A price line: its amount (a range with `max`) and how it counts (`unit`: lib/estimate.ts), which
   * the estimator multiplies and pages say in words (copy/prices.ts: « 2 500 FCFA / heure »).
   */
  const priceLine = z
    .strictObject({
      option: field(text, { label: 'Intitulé' }),
      min: field(fcfa, { label: 'Montant', hint: 'En FCFA, en chiffres, sans centimes (15000, 15 000 ou 15.000).' }),
      max: field(optional(fcfa), { label: 'Montant maximum', hint: 'Pour une fourchette (« de 15 000 à 25 000 FCFA »). Sinon, laissez vide.' }),
      unit: field(
        z.enum(PRICE_UNITS, {
          error: (issue) =>
            `${issue.input === undefined ? 'l’unité est vide' : `« ${String(issue.input)} » n'est pas une unité`} : choisissez par heure, par visite, par repas, par jour, par semaine, par mois ou forfait.`,
        }),
        {
          label: 'Unité',
          widget: 'select',
          hint: "Comment ce prix se compte : l'estimation de la page le multiplie (par heure, visite ou repas : par semaine ; par jour : par nombre de jours). Une fourchette ou un forfait ne se multiplie pas.",
          choices: { hour: 'Par heure', visit: 'Par visite', meal: 'Par repas', day: 'Par jour', week: 'Par semaine', month: 'Par mois', package: 'Forfait (prix fixe)' },
        },
      ),
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

  // Words several files share.
  const title = field(text, { label: 'Titre' });
  const paragraph = field(text, { label: 'Description', widget: 'text' });
  const features = { label: 'Points forts', labelSingular: 'point fort', summary: '{{fields.fr}}' } as const;
  const fourFeatures = field(z.array(text).length(4, { error: 'une carte a exactement 4 points forts.' }), { ...features, hint: 'Exactement 4.' });
  const quote = field(text, { label: 'Citation', widget: 'text' });

  const service = z.strictObject({
    id: field(itemId, {
      label: 'Numéro',
      hint: "Le numéro dans l'adresse de la page (par exemple /ServiceDetails/3/). Ne le changez pas. Pour un nouveau service, prenez le plus grand numéro de la liste, plus un.",
    }),
    icon,
    color: field(color, { label: 'Couleur' }),
    title,
    /** One or two sentences, shown on cards and in search results. */
    description: field(paragraph, { hint: 'Une ou deux phrases, sur les cartes et dans les moteurs de recherche.' }),
    image,
    /** The long description, in Markdown. */
    body: field(richText, { label: 'Texte', hint: 'La description complète. Les titres de parties commencent par « ## ».' }),
    features: field(z.array(text).min(1), features),
    /** Its card on /services: a sentence and four points. */
    card: field(z.strictObject({ description: paragraph, features: fourFeatures }), { label: 'Carte', hint: 'Sa carte sur la page des services.' }),
    prices: field(z.array(priceLine).min(1), {
      label: 'Prix',
      labelSingular: 'prix',
      summary: '{{fields.option.fr}} : {{fields.min}} FCFA',
      decap: { collapsed: false },
    }),
    /** Kept with the service for later use; not shown yet. */
    testimonials: field(withDefault(z.array(z.strictObject({ quote, author: field(name, { label: 'Auteur' }) })), []), {
      label: 'Témoignages',
      labelSingular: 'témoignage',
      hint: 'Gardés avec le service, pas encore montrés sur le site.',
      summary: '{{fields.author}}',
    }),
  });

  /** The five cards of the home page, in their order: each points at a service and has its own short text. */
  const homeServices = z.strictObject({
    cards: field(
      z
        .array(
          z.strictObject({
            service: field(itemId, {
              label: 'Service',
              widget: 'relation',
              decap: { collection: 'services', value_field: 'id', search_fields: ['title.fr'], display_fields: ['title.fr'] },
            }),
            description: paragraph,
            features: fourFeatures,
          }),
        )
        .min(1),
      {
        label: 'Cartes',
        labelSingular: 'carte',
        hint: "Dans cet ordre sur l'accueil. Le titre, l'icône et la couleur sont ceux du service.",
        // The service is a number: the card reads by its own sentence.
        summary: '{{fields.description.fr}}',
      },
    ),
  });

  /**
   * The appointment form's service choices, in their order: each French name is what the centre's
   * e-mail carries (whatever the page's language), so two choices cannot share one.
   */
  const appointmentServices = z.strictObject({
    choices: field(
      z
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
      {
        label: 'Choix',
        labelSingular: 'choix',
        summary: '{{fields.fr}}',
        hint: "Les choix de la liste « Service souhaité », dans cet ordre. Le centre reçoit le nom en français, quelle que soit la langue du visiteur : deux choix ne peuvent pas avoir le même.",
      },
    ),
  });

  const doctor = z.strictObject({
    id: field(itemId, { label: 'Numéro', hint: "Son rang sur la page de l'équipe (1 en premier)." }),
    name: field(name, { label: 'Nom', hint: 'Comme on l\'écrit sur le site : « Dr Élise Mballa ».' }),
    specialty: field(text, { label: 'Spécialité' }),
    description: paragraph,
    experience: field(text, { label: 'Expérience' }),
    education: field(text, { label: 'Formation' }),
    image,
    social: field(
      z.strictObject({
        facebook: field(url, { label: 'Facebook' }),
        whatsapp: field(url, { label: 'WhatsApp', hint: 'Un lien https://wa.me/237…' }),
        instagram: field(url, { label: 'Instagram' }),
      }),
      { label: 'Réseaux sociaux' },
    ),
    /** Their registration with their professional order (Ordre national des médecins du Cameroun…). */
    registration: field(
      z.strictObject({
        order: field(text, { label: 'Ordre professionnel', hint: 'Par exemple « Ordre national des médecins du Cameroun ».' }),
        number: field(name, { label: 'Numéro', hint: "Son numéro d'inscription, tel qu'il est écrit sur sa carte." }),
      }),
      { label: 'Inscription à l’ordre', hint: 'Son inscription à son ordre professionnel, que les familles peuvent vérifier.' },
    ),
    languages: field(z.array(z.enum(SPOKEN_LANGUAGES)).min(1), {
      label: 'Langues parlées',
      widget: 'select',
      choices: {
        fr: 'Français',
        en: 'Anglais',
        wes: 'Pidgin camerounais',
        ewo: 'Ewondo',
        bum: 'Boulou',
        eto: 'Éton',
        bas: 'Bassa',
        dua: 'Douala',
        bbj: 'Ghomala',
        ff: 'Peul (fulfulde)',
      },
    }),
  });

  const faq = z.strictObject({
    items: field(
      z
        .array(
          z.strictObject({
            question: field(text, { label: 'Question' }),
            icon,
            /** Markdown: paragraphs and lists. */
            answer: field(richText, { label: 'Réponse' }),
            /** A page that tells more, linked under the answer. */
            link: field(optional(z.strictObject({ page: field(page, { label: 'Page' }), label: field(text, { label: 'Libellé' }) })), {
              label: 'Lien',
              hint: 'Une page qui en dit plus, sous la réponse. Sinon, laissez vide.',
            }),
            /** Shows the centre's e-mail and three phones under the answer (from the centre's facts). */
            contacts: field(withDefault(z.boolean(), false), {
              label: 'Liste des contacts',
              hint: "Coché, l'e-mail et les trois téléphones du centre s'affichent sous la réponse.",
            }),
          }),
        )
        .min(1),
      { label: 'Questions', labelSingular: 'question', summary: '{{fields.question.fr}}' },
    ),
  });

  const testimonials = z.strictObject({
    items: field(
      z
        .array(
          z.strictObject({
            quote,
            author: field(name, { label: 'Auteur' }),
            role: field(text, { label: 'Fonction' }),
            rating: field(z.int().min(1).max(5), { label: 'Note', widget: 'rating', hint: 'De 1 à 5 étoiles.' }),
            image,
          }),
        )
        .min(1),
      { label: 'Témoignages', labelSingular: 'témoignage', summary: '{{fields.author}}' },
    ),
  });

  /** The footer's list of home-care services, on every page, in its order: a name and an icon each. */
  const footer = z.strictObject({
    services: field(z.array(z.strictObject({ label: field(text, { label: 'Libellé' }), icon })).min(1), {
      label: 'Nos services à domicile',
      labelSingular: 'service',
      hint: 'La liste « Nos services à domicile » en bas de chaque page, dans cet ordre. Glissez une ligne pour la déplacer.',
      summary: '{{fields.label.fr}}',
    }),
  });

  const slideList = { label: 'Diapositives', labelSingular: 'diapositive', summary: '{{fields.title.fr}}' } as const;
  const slide = { image, title, subtitle: field(text, { label: 'Sous-titre', widget: 'text' }) };
  const slides = z.strictObject({
    slides: field(
      z.array(z.strictObject({ ...slide, cta: field(z.strictObject({ label: field(text, { label: 'Libellé' }), page: field(page, { label: 'Page' }) }), { label: 'Bouton' }) })).min(1),
      slideList,
    ),
  });
  const blogSlides = z.strictObject({ slides: field(z.array(z.strictObject(slide)).min(1), slideList) });

  const titled = z.strictObject({ title, description: paragraph, icon });
  const about = z.strictObject({
    history: field(richText, { label: 'Histoire' }),
    figures: field(
      z
        .array(
          z.strictObject({
            value: field(name, { label: 'Valeur', hint: 'Tel qu\'il s\'affiche : « 12+ », « 24/7 ».' }),
            label: field(text, { label: 'Libellé' }),
            icon,
          }),
        )
        .min(1),
      { label: 'Chiffres', labelSingular: 'chiffre', summary: '{{fields.value}} {{fields.label.fr}}' },
    ),
    values: field(z.array(titled).min(1), { label: 'Valeurs', labelSingular: 'valeur', summary: '{{fields.title.fr}}' }),
    founder: field(z.strictObject({ quote }), { label: 'Fondatrice', hint: 'Son nom et sa fonction viennent de « Le centre » et de sa fiche de médecin.' }),
    solution: field(richText, { label: 'Notre réponse' }),
    groups: field(z.array(titled).min(1), { label: 'Publics prioritaires', labelSingular: 'public', summary: '{{fields.title.fr}}' }),
    images: field(z.strictObject({ team: field(image, { label: 'Équipe' }), founder: field(image, { label: 'Fondatrice' }) }), { label: 'Images' }),
  });

  /** How a care plan starts, on /services: the steps in their order (the page numbers them). */
  const careSteps = z.strictObject({
    steps: field(z.array(titled).min(1), {
      label: 'Étapes',
      labelSingular: 'étape',
      hint: 'Sur la page des services, sous « Comment ça se passe ? » : les étapes dans cet ordre. Le site les numérote, et son titre les compte (« Quatre étapes simples pour commencer »).',
      summary: '{{fields.title.fr}}',
    }),
  });

  /** An article's French file: its facts and its French text. */
  const articleFr = z.strictObject({
    id: field(itemId, {
      label: 'Numéro',
      hint: "Le numéro dans l'adresse de l'article (par exemple /blogDetails/3/). Ne le changez pas. Pour un nouvel article, prenez le plus grand numéro de la liste, plus un.",
    }),
    title: field(line('fr'), { label: 'Titre' }),
    /** A shorter title for the browser tab and link previews (57 characters at most). */
    metaTitle: field(optional(line('fr')), {
      label: 'Titre court',
      hint: "Pour l'onglet du navigateur et les partages, si le titre est long (57 caractères au plus).",
      pattern: ['^.{0,57}$', '57 caractères au plus.'],
    }),
    excerpt: field(line('fr'), { label: 'Extrait', widget: 'text', hint: 'Une ou deux phrases, sur la liste des articles.' }),
    lead: field(line('fr'), { label: 'Chapeau', widget: 'text', hint: "Le paragraphe d'introduction, en haut de l'article." }),
    category: field(z.enum(ARTICLE_CATEGORIES), {
      label: 'Catégorie',
      widget: 'select',
      choices: { support: 'Accompagnement', home: 'À domicile', health: 'Santé', nutrition: 'Alimentation', wellbeing: 'Bien-être' },
    }),
    date: field(isoDate, { label: 'Date', hint: 'La date de publication. Le blog montre les articles du plus récent au plus ancien.' }),
    /** A doctor's file name (content/doctors/<slug>.yml), or nothing for « L'équipe Aide & Vie ». */
    author: field(optional(slug), { label: 'Auteur', hint: 'Vide pour « L\'équipe Aide & Vie ».', ...DOCTOR_RELATION }),
    /** Up to two other articles, by number. */
    related: field(withDefault(z.array(itemId).max(2), []), {
      label: 'Articles liés',
      widget: 'relation',
      hint: 'Deux articles au plus, proposés en bas de celui-ci.',
      decap: { collection: 'articles', value_field: 'id', search_fields: ['title'], display_fields: ['title'] },
    }),
    image: imageOf(line('fr')),
    icon,
    /** Kept in the files but not published. */
    draft: field(withDefault(z.boolean(), false), { label: 'Dépublié', hint: 'Coché, l\'article reste dans les fichiers mais n\'est plus sur le site.' }),
    body: field(markdown('fr'), { label: 'Texte' }),
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
      title: field(line(locale), { label: 'Titre' }),
      description: field(line(locale), { label: 'Description', widget: 'text', hint: 'Une ou deux phrases, montrées par les moteurs de recherche.' }),
      /** The paragraph under the title. */
      intro: field(line(locale), { label: 'Introduction', widget: 'text', hint: 'Le paragraphe sous le titre.' }),
      updated: field(isoDate, { label: 'Date de mise à jour' }),
      /** Sections, each starting with a « ## » title. */
      body: field(markdown(locale), { label: 'Texte', hint: 'Chaque partie commence par un titre « ## ».' }),
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
