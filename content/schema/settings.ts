import * as z from 'zod';
import { doualaToday } from '@/lib/douala-date';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { CLOSED_POST_DAYS, REPLY_WORKING_DAYS } from '@/lib/jobs';
import { hoursSchemas } from './hours';
import { optional, withDefault } from './kit';
import { quoted } from './messages';
import { DOCTOR_RELATION } from './shared';

// The centre's facts (content/settings/centre.yml): what every page shows.

/**
 * The centre's lines by name, with their name in the editor, in the order every list shows them: a line
 * added here is a field of « Téléphones », a choice of « WhatsApp », and follows on every list of phones.
 */
const PHONE_LINES = { reception: 'Accueil', homeCare: 'Soins à domicile', emergency: 'Urgences' } as const;
export type PhoneName = keyof typeof PHONE_LINES;
export const PHONE_NAMES = Object.keys(PHONE_LINES) as [PhoneName, ...PhoneName[]];

/** How a family may pay (their names are words of the site: copy/trust.ts). */
export const PAYMENT_METHODS = ['cash', 'mtn-momo', 'orange-money', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A phone number as people write it, with its country code (EXAMPLE_PHONE). */
const PHONE_PATTERN = /^\+\d[\d ]{7,18}\d$/;
/** The example every message and hint about a phone number gives. */
const EXAMPLE_PHONE = '+237 6 00 00 00 01';

export function settingsSchemas(kit: SchemaKit) {
  const { text, name, fcfa, isoDate, slug, url, email } = kit;

  /** A phone number as people write it (EXAMPLE_PHONE). */
  const phoneText = field(
    z.string().regex(PHONE_PATTERN, {
      error: (issue) =>
        `« ${String(issue.input)} » n'est pas un numéro de téléphone international : écrivez-le avec l'indicatif, par exemple ${EXAMPLE_PHONE}.`,
    }),
    {
      label: 'Numéro',
      widget: 'string',
      hint: `Avec l'indicatif, comme on l'écrit (${EXAMPLE_PHONE}).`,
      pattern: [PHONE_PATTERN.source, `Écrivez le numéro avec l'indicatif, par exemple ${EXAMPLE_PHONE}.`],
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

  const { hours, closures, holidays } = hoursSchemas(kit);

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
        z.strictObject(Object.fromEntries(PHONE_NAMES.map((name) => [name, field(phone, { label: PHONE_LINES[name] })])) as Record<PhoneName, typeof phone>),
        { label: 'Téléphones' },
      ),
      email: field(email, { label: 'E-mail' }),
      /** The line that answers on WhatsApp (one of PHONE_NAMES), never a number typed twice. */
      whatsapp: field(z.enum(PHONE_NAMES), { label: 'WhatsApp', widget: 'select', hint: 'La ligne qui répond sur WhatsApp.', choices: PHONE_LINES }),
      social: field(z.strictObject({ facebook: field(url, { label: 'Facebook' }), instagram: field(url, { label: 'Instagram' }) }), { label: 'Réseaux sociaux' }),
      /** The three sets of hours, each named for what it is (content/schema/hours.ts). */
      hours: field(hours, { label: 'Horaires' }),
      /** The days the centre is closed, besides the public holidays (which the site knows: lib/holidays.ts). */
      closures,
      holidays,
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
      recruitment: field(
        withDefault(
          z.strictObject({
            closedPostDays: field(withDefault(z.int().min(0).max(365), CLOSED_POST_DAYS), {
              label: 'Offre close : jours où son adresse répond encore',
              widget: 'count',
              hint: `Après le dernier jour d'une offre, son adresse (partagée sur WhatsApp, sur un site d'emploi) montre encore « poste pourvu ou fermé » et les offres ouvertes pendant ce nombre de jours, puis disparaît. Par défaut ${CLOSED_POST_DAYS}.`,
            }),
            replyWorkingDays: field(withDefault(z.int().min(1).max(60), REPLY_WORKING_DAYS), {
              label: 'Réponse aux candidatures, en jours ouvrés',
              widget: 'count',
              hint: `Le délai habituel avant d'appeler un candidat : l'e-mail de confirmation et la page du poste le promettent. Par défaut ${REPLY_WORKING_DAYS}.`,
            }),
          }),
          { closedPostDays: CLOSED_POST_DAYS, replyWorkingDays: REPLY_WORKING_DAYS },
        ),
        { label: 'Recrutement', hint: 'Les offres d’emploi : combien de temps l’adresse d’une offre close répond, et sous combien de jours le centre rappelle un candidat.' },
      ),
    })
    .transform(({ whatsapp, ...centre }) => ({ ...centre, whatsapp: centre.phones[whatsapp].e164.replace(/\D/g, '') }));

  return { centre };
}
