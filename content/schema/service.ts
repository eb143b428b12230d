import * as z from 'zod';
import { PRICE_UNITS } from '@/lib/estimate';
import { field } from './editor';
import { quoted } from './messages';
import type { SchemaKit } from './kit';
import { SEARCH_DESCRIPTION, withDefault } from './kit';
import { checkRange, fcfaRange, selectOf, type SharedFields } from './shared';

// The services (content/services/<slug>.yml), each with its card on the home page, the lines it puts in
// the footer and the choices it gives the appointment form (one file per service, so a new service reaches
// all three from its own form), and the care steps of /services.

/** A line's place in its list (the home page's cards, the footer's, the form's): 1 first; lines of one place in the services' order. */
const PLACE = { min: 1, max: 99 };

export function serviceSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, sizedText, richText, name, fcfa, itemId, icon, color, image } = kit;
  const { title, paragraph, features, fourFeatures, quote, titledCards } = shared;

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
      unit: selectOf(PRICE_UNITS, { label: 'Unité', hint: "Comment ce prix se compte : l'estimation de la page le multiplie (par heure, visite ou repas : par semaine ; par jour : par nombre de jours). Une fourchette ou un forfait ne se multiplie pas.", choices: { hour: 'Par heure', visit: 'Par visite', meal: 'Par repas', day: 'Par jour', week: 'Par semaine', month: 'Par mois', package: 'Forfait (prix fixe)' } }, { empty: 'l’unité est vide', notOne: "n'est pas une unité", choose: 'choisissez par heure, par visite, par repas, par jour, par semaine, par mois ou forfait.' }),
    })
    .superRefine(checkRange);

  /** A place in a list, as a whole number (PLACE). */
  const place = field(
    z
      .int({ error: (issue) => `${quoted(issue.input)} n'est pas une place : écrivez un nombre entier, 1 pour la première.` })
      .min(PLACE.min, { error: `la place va de ${PLACE.min} (la première) à ${PLACE.max}.` })
      .max(PLACE.max, { error: `la place va de ${PLACE.min} (la première) à ${PLACE.max}.` }),
    { label: 'Place', widget: 'count', hint: 'Sa place dans la liste : 1 pour la première. Deux lignes de même place suivent l’ordre des numéros des services.' },
  );

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
    /**
     * The choices this service gives the appointment form's « Service souhaité » (none: not in the form).
     * The French name is what the centre's e-mail carries, whatever the page's language.
     */
    form: field(withDefault(z.array(z.strictObject({ name: field(text, { label: 'Nom' }), place })), []), {
      label: 'Formulaire de rendez-vous',
      labelSingular: 'choix',
      hint: "Les choix que ce service donne à la liste « Service souhaité », chacun à sa place (« Autre » reste toujours le dernier). Le centre reçoit le nom en français, quelle que soit la langue du visiteur. Sans choix, le service n'est pas dans le formulaire.",
      summary: '{{fields.place}}. {{fields.name.fr}}',
    }),
    /** Its card on the home page, with its own short text (none: not on the home page). */
    home: field(withDefault(z.array(z.strictObject({ place, description: paragraph, features: fourFeatures })).max(1), []), {
      label: 'Accueil',
      labelSingular: 'carte',
      hint: "Sa carte sur la page d'accueil, à sa place, avec son propre texte court (le titre, l'icône et la couleur sont ceux du service). Sans carte, le service n'y est pas.",
      summary: '{{fields.place}}. {{fields.description.fr}}',
    }),
    /** The lines this service puts in the footer's « Nos services à domicile » (none: not in the footer). */
    footer: field(withDefault(z.array(z.strictObject({ label: field(text, { label: 'Libellé' }), icon, place })), []), {
      label: 'Bas de page',
      labelSingular: 'ligne',
      hint: "Les lignes que ce service met dans la liste « Nos services à domicile » en bas de chaque page, chacune à sa place. Sans ligne, le service n'y est pas.",
      summary: '{{fields.place}}. {{fields.label.fr}}',
    }),
    /** Kept with the service for later use; not shown yet. */
    testimonials: field(withDefault(z.array(z.strictObject({ quote, author: field(name, { label: 'Auteur' }) })), []), {
      label: 'Témoignages',
      labelSingular: 'témoignage',
      hint: 'Gardés avec le service, pas encore montrés sur le site.',
      summary: '{{fields.author}}',
    }),
  });

  /** How a care plan starts, on /services: the steps in their order (the page numbers them). */
  const careSteps = z.strictObject({
    steps: titledCards({ label: 'Étapes', labelSingular: 'étape', hint: 'Sur la page des services, sous « Comment ça se passe ? » : les étapes dans cet ordre. Le site les numérote, et son titre les compte (« Quatre étapes simples pour commencer »).' }),
  });

  return { service, careSteps };
}
