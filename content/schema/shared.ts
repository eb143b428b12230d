import * as z from 'zod';
import { formatPrice } from '@/lib/format';
import { field, type EditorMeta } from './editor';
import type { SchemaKit } from './kit';
import { optional } from './kit';

// What several subjects' schemas share: the field that names a doctor, and the words several files use.

/** A field that names a doctor by their file (content/doctors/<slug>.yml), chosen by name in the editor. */
export const DOCTOR_RELATION = {
  widget: 'relation',
  decap: { collection: 'doctors', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] },
} as const;

/** How many points a service's card lists, on /services and the home page: always this many, so cards line up. */
export const CARD_FEATURES = 4;

/**
 * A choice among `values` (a select in the editor), refused in French as the build and the editor say
 * it: « le contrat est vide » or « « xyz » n'est pas un contrat », then what to choose.
 */
export function choiceOf<const Values extends readonly [string, ...string[]]>(values: Values, words: { empty: string; notOne: string; choose: string }) {
  return z.enum(values, {
    error: (issue) => `${issue.input === undefined ? words.empty : `« ${String(issue.input)} » ${words.notOne}`} : ${words.choose}`,
  });
}

/** A choice among `values` as the editor's select, every value by the label staff read (`choices`), refused as `choiceOf` says. */
export function selectOf<const Values extends readonly [string, ...string[]]>(
  values: Values,
  words: Omit<EditorMeta, 'widget' | 'choices'> & { choices: Readonly<Record<Values[number], string>> },
  refused: { empty: string; notOne: string; choose: string },
) {
  return field(choiceOf(values, refused), { ...words, widget: 'select' });
}

/**
 * An amount in FCFA or a range, « de 15 000 à 25 000 FCFA »: `min`, and `max` for a range (a service's
 * price line, a position's pay). Spread into a group, then check it with `checkRange`.
 */
export function fcfaRange(fcfa: SchemaKit['fcfa'], words: { min: EditorMeta; max: EditorMeta }) {
  return { min: field(fcfa, words.min), max: field(optional(fcfa), words.max) };
}

/** A range's maximum is never below its amount: the message names both, and where to fix it. */
export function checkRange(range: { min: number; max?: number | undefined }, ctx: z.core.$RefinementCtx) {
  if (range.max !== undefined && range.max < range.min) {
    ctx.addIssue({
      code: 'custom',
      path: ['max'],
      message: `le montant maximum (${formatPrice({ min: range.max })}) est plus petit que le montant (${formatPrice({ min: range.min })}) : échangez-les ou corrigez l'un des deux.`,
    });
  }
}

/** Fields several kinds of file share (one instance each, as the editor's config reads them). */
export function sharedFields({ text, icon, image }: SchemaKit) {
  const title = field(text, { label: 'Titre' });
  const paragraph = field(text, { label: 'Description', widget: 'text' });
  const features = { label: 'Points forts', labelSingular: 'point fort', summary: '{{fields.fr}}' } as const;
  const fourFeatures = field(z.array(text).length(CARD_FEATURES, { error: `une carte a exactement ${CARD_FEATURES} points forts.` }), { ...features, hint: `Exactement ${CARD_FEATURES}.` });
  const quote = field(text, { label: 'Citation', widget: 'text' });
  /** A card with a title, a sentence and an icon (the about page's values and groups, the care steps). */
  const titled = z.strictObject({ title, description: paragraph, icon });
  /** A list of such cards, at least one, each read in the editor's list by its French title. */
  const titledCards = (words: Pick<EditorMeta, 'label' | 'labelSingular' | 'hint'>) => field(z.array(titled).min(1), { ...words, summary: '{{fields.title.fr}}' });
  /** A slide of a carousel, and its list's words (the home page's and the blog's). */
  const slideList = { label: 'Diapositives', labelSingular: 'diapositive', summary: '{{fields.title.fr}}' } as const;
  const slide = { image, title, subtitle: field(text, { label: 'Sous-titre', widget: 'text' }) };
  return { title, paragraph, features, fourFeatures, quote, titledCards, slideList, slide };
}

export type SharedFields = ReturnType<typeof sharedFields>;
