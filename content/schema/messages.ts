import type * as z from 'zod';

/*
 * What the build says when a file of content/ is wrong, in French, for the centre's staff: the file,
 * the field as the editor names it, what is wrong and how to put it right, e.g.
 *   content/services/soins-medicaux-a-domicile.yml → prix n°2 › montant : « quinze mille » n'est pas
 *   un nombre de FCFA. Écrivez le montant en chiffres, sans espace ni point (par exemple 15000).
 */

/** The French name of each field, as the editor at /admin/ labels it. */
const FIELD_LABELS: Record<string, string> = {
  // shared
  id: 'numéro',
  title: 'titre',
  description: 'description',
  image: 'image',
  src: 'fichier',
  alt: 'description de l’image',
  icon: 'icône',
  color: 'couleur',
  name: 'nom',
  label: 'libellé',
  body: 'texte',
  items: 'élément',
  slides: 'diapositive',
  // centre
  shortName: 'nom court',
  tagline: 'slogan',
  foundingDate: 'date de création',
  pricesUpdated: 'date des tarifs',
  founder: 'fondatrice',
  doctor: 'médecin',
  role: 'fonction',
  address: 'adresse',
  street: 'rue',
  district: 'quartier',
  city: 'ville',
  region: 'région',
  country: 'pays',
  countryCode: 'code du pays',
  postalCode: 'code postal',
  geo: 'position',
  latitude: 'latitude',
  longitude: 'longitude',
  phones: 'téléphones',
  reception: 'accueil',
  homeCare: 'soins à domicile',
  emergency: 'urgences',
  number: 'numéro',
  email: 'e-mail',
  webmaster: 'responsable du site',
  phone: 'téléphone',
  whatsapp: 'WhatsApp',
  social: 'réseaux sociaux',
  facebook: 'Facebook',
  instagram: 'Instagram',
  hours: 'horaires',
  centre: 'centre',
  appointments: 'rendez-vous',
  days: 'jours',
  opens: 'ouverture',
  closes: 'fermeture',
  text: 'texte',
  serviceZone: 'zone d’intervention',
  quartiers: 'quartier desservi',
  travelFee: 'frais de déplacement',
  delay: 'délai habituel',
  authorisation: 'autorisation',
  authority: 'autorité',
  payment: 'moyen de paiement',
  method: 'moyen',
  holder: 'au nom de',
  note: 'précision',
  insurers: 'assurance ou mutuelle',
  // services
  features: 'point fort',
  card: 'carte',
  prices: 'prix',
  option: 'intitulé',
  min: 'montant',
  max: 'montant maximum',
  unit: 'unité',
  testimonials: 'témoignage',
  quote: 'citation',
  author: 'auteur',
  cards: 'carte',
  service: 'service',
  // the footer's services, the care steps
  services: 'service',
  steps: 'étape',
  // the appointment form
  choices: 'choix',
  // articles
  metaTitle: 'titre court',
  excerpt: 'extrait',
  lead: 'chapeau',
  category: 'catégorie',
  date: 'date',
  related: 'article lié',
  draft: 'brouillon',
  // doctors
  specialty: 'spécialité',
  experience: 'expérience',
  education: 'formation',
  registration: 'inscription à l’ordre',
  order: 'ordre professionnel',
  languages: 'langue parlée',
  // FAQ, testimonials, slides
  question: 'question',
  answer: 'réponse',
  link: 'lien',
  page: 'page',
  contacts: 'liste des contacts',
  rating: 'note',
  subtitle: 'sous-titre',
  cta: 'bouton',
  // about
  history: 'histoire',
  figures: 'chiffre',
  value: 'valeur',
  values: 'valeur',
  solution: 'notre réponse',
  groups: 'public prioritaire',
  images: 'images',
  team: 'équipe',
  // legal
  intro: 'introduction',
  updated: 'date de mise à jour',
};

const LANGUAGES: Record<string, string> = { fr: 'en français', en: 'en anglais' };

/** The field as staff read it: ['prices', 1, 'min'] → « prix n°2 › montant », ['title', 'en'] → « titre (en anglais) ». */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') {
      const last = parts.pop() ?? 'élément';
      parts.push(`${last} n°${key + 1}`);
    } else if (typeof key === 'string' && key in LANGUAGES) {
      const last = parts.pop();
      parts.push(last ? `${last} (${LANGUAGES[key]})` : `texte (${LANGUAGES[key]})`);
    } else {
      parts.push(FIELD_LABELS[String(key)] ?? `« ${String(key)} »`);
    }
  }
  return parts.join(' › ');
}

/** A value as the message quotes it: « quinze mille » (plain spaces: a terminal's text, not a page's). */
export function quoted(value: unknown): string {
  // JSON.stringify(undefined) is undefined: a field left out reads as empty, never as a crash.
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return `« ${text.length > 60 ? `${text.slice(0, 57)}…` : text} »`;
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

function typeMessage(issue: z.core.$ZodRawIssue & { code: 'invalid_type' }): string {
  const { input, expected } = issue;
  if (isMissing(input)) return 'ce champ est vide alors qu’il est obligatoire : remplissez-le.';
  switch (expected) {
    case 'number':
    case 'int':
      return typeof input === 'number'
        ? `${quoted(input)} n'est pas un nombre entier : écrivez-le sans virgule.`
        : `${quoted(input)} n'est pas un nombre : écrivez-le en chiffres.`;
    case 'string':
      return `${quoted(input)} n'est pas un texte : écrivez un texte.`;
    case 'array':
      return 'une liste est attendue ici.';
    case 'object':
      return 'un groupe de champs est attendu ici (voyez un autre fichier du même dossier pour l’exemple).';
    case 'boolean':
      return `${quoted(input)} n'est ni oui (true) ni non (false).`;
    default:
      return `${quoted(input)} n'est pas une valeur attendue ici.`;
  }
}

/** What a text left empty is told, whichever rule finds it (a name's minimum, a text's own check). */
export const EMPTY_TEXT = 'ce texte est vide : écrivez-le.';

/**
 * The French error map every content file is parsed with (fields with a message of their own, such
 * as amounts or dates, keep theirs).
 */
export function frenchIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
      if (issue.origin === 'array') return `il en faut au moins ${String(issue.minimum)} (ajoutez-en).`;
      if (issue.origin === 'string') return EMPTY_TEXT;
      return `${quoted(issue.input)} est trop petit : le minimum est ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'array') return `il en faut au plus ${String(issue.maximum)} (retirez-en).`;
      return `${quoted(issue.input)} est trop grand : le maximum est ${String(issue.maximum)}.`;
    case 'invalid_value':
      if (isMissing(issue.input)) return `ce champ est vide alors qu’il est obligatoire : choisissez parmi ${issue.values.map(String).join(', ')}.`;
      return `${quoted(issue.input)} n'est pas une valeur possible. Choisissez parmi : ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `${issue.keys.map((key) => `« ${key} »`).join(', ')} : ce champ n'existe pas ici. Vérifiez son nom (faute de frappe ?) ou retirez-le.`;
    case 'invalid_union':
      return `${quoted(issue.input)} ne correspond à aucune des formes possibles de ce champ.`;
    case 'invalid_format':
      return `${quoted(issue.input)} n'a pas la forme attendue.`;
    default:
      return issue.message ?? `${quoted(issue.input)} n'est pas accepté ici.`;
  }
}
