import * as z from 'zod';
import { PRICE_UNITS } from '@/lib/estimate';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { SEARCH_DESCRIPTION, withDefault } from './kit';
import { checkRange, choiceOf, fcfaRange, type SharedFields } from './shared';

// The services (content/services/<slug>.yml) and the lists that point at them: the home page's cards,
// the appointment form's choices, the care steps of /services.

export function serviceSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, sizedText, richText, name, fcfa, itemId, icon, color, image } = kit;
  const { title, paragraph, features, fourFeatures, quote, titled } = shared;

  /**
   * A price line: its amount (a range with `max`) and how it counts (`unit`: lib/estimate.ts), which
   * the estimator multiplies and pages say in words (copy/prices.ts: « 2 500 FCFA / heure »).
   */
  const priceLine = z
    .strictObject({
      option: field(text, { label: 'Intitulé' }),
      ...fcfaRange(fcfa, {
        min: { label: 'Montant', hint: 'En FCFA, en chiffres, sans centimes (15000, 15 000 ou 15.000).' },
        max: { label: 'Montant maximum', hint: 'Pour une fourchette (« de 15 000 à 25 000 FCFA »). Sinon, laissez vide.' },
      }),
      unit: field(choiceOf(PRICE_UNITS, { empty: 'l’unité est vide', notOne: "n'est pas une unité", choose: 'choisissez par heure, par visite, par repas, par jour, par semaine, par mois ou forfait.' }), {
        label: 'Unité',
        widget: 'select',
        hint: "Comment ce prix se compte : l'estimation de la page le multiplie (par heure, visite ou repas : par semaine ; par jour : par nombre de jours). Une fourchette ou un forfait ne se multiplie pas.",
        choices: { hour: 'Par heure', visit: 'Par visite', meal: 'Par repas', day: 'Par jour', week: 'Par semaine', month: 'Par mois', package: 'Forfait (prix fixe)' },
      }),
    })
    .superRefine(checkRange);

  const service = z.strictObject({
    id: field(itemId, {
      label: 'Numéro',
      hint: "Le numéro dans l'adresse de la page (par exemple /ServiceDetails/3/). Ne le changez pas. Pour un nouveau service, prenez le plus grand numéro de la liste, plus un.",
    }),
    icon,
    color: field(color, { label: 'Couleur' }),
    title,
    /** One or two sentences, shown on cards and in search results, whole (SEARCH_DESCRIPTION). */
    description: field(sizedText(SEARCH_DESCRIPTION), {
      label: 'Description',
      widget: 'text',
      hint: `Une ou deux phrases, sur les cartes et dans les moteurs de recherche : de ${SEARCH_DESCRIPTION.min} à ${SEARCH_DESCRIPTION.max} caractères.`,
    }),
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

  /** How a care plan starts, on /services: the steps in their order (the page numbers them). */
  const careSteps = z.strictObject({
    steps: field(z.array(titled).min(1), {
      label: 'Étapes',
      labelSingular: 'étape',
      hint: 'Sur la page des services, sous « Comment ça se passe ? » : les étapes dans cet ordre. Le site les numérote, et son titre les compte (« Quatre étapes simples pour commencer »).',
      summary: '{{fields.title.fr}}',
    }),
  });

  return { service, homeServices, appointmentServices, careSteps };
}
