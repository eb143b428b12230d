import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { optional, withDefault } from './kit';
import type { SharedFields } from './shared';

// The home page's lists (content/home/): the questions, the testimonials, the slides.

export function homeSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, richText, name, icon, page, image } = kit;
  const { quote, slideList, slide } = shared;

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
            /** Shows the centre's e-mail and phones under the answer (from the centre's facts). */
            contacts: field(withDefault(z.boolean(), false), {
              label: 'Liste des contacts',
              hint: "Coché, l'e-mail et les téléphones du centre (« Le centre ») s'affichent sous la réponse.",
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

  const slides = z.strictObject({
    slides: field(
      z.array(z.strictObject({ ...slide, cta: field(z.strictObject({ label: field(text, { label: 'Libellé' }), page: field(page, { label: 'Page' }) }), { label: 'Bouton' }) })).min(1),
      slideList,
    ),
  });

  return { faq, testimonials, slides };
}
