import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';

// What several subjects' schemas share: the field that names a doctor, and the words several files use.

/** A field that names a doctor by their file (content/doctors/<slug>.yml), chosen by name in the editor. */
export const DOCTOR_RELATION = {
  widget: 'relation',
  decap: { collection: 'doctors', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] },
} as const;

/** How many points a service's card lists, on /services and the home page: always this many, so cards line up. */
export const CARD_FEATURES = 4;

/** Fields several kinds of file share (one instance each, as the editor's config reads them). */
export function sharedFields({ text, icon, image }: SchemaKit) {
  const title = field(text, { label: 'Titre' });
  const paragraph = field(text, { label: 'Description', widget: 'text' });
  const features = { label: 'Points forts', labelSingular: 'point fort', summary: '{{fields.fr}}' } as const;
  const fourFeatures = field(z.array(text).length(CARD_FEATURES, { error: `une carte a exactement ${CARD_FEATURES} points forts.` }), { ...features, hint: `Exactement ${CARD_FEATURES}.` });
  const quote = field(text, { label: 'Citation', widget: 'text' });
  /** A card with a title, a sentence and an icon (the about page's values and groups, the care steps). */
  const titled = z.strictObject({ title, description: paragraph, icon });
  /** A slide of a carousel, and its list's words (the home page's and the blog's). */
  const slideList = { label: 'Diapositives', labelSingular: 'diapositive', summary: '{{fields.title.fr}}' } as const;
  const slide = { image, title, subtitle: field(text, { label: 'Sous-titre', widget: 'text' }) };
  return { title, paragraph, features, fourFeatures, quote, titled, slideList, slide };
}

export type SharedFields = ReturnType<typeof sharedFields>;
