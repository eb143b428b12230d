import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { optional, withDefault } from './kit';
import { DOCTOR_RELATION, type SharedFields } from './shared';

// The blog: an article's two files (content/articles/fr|en/<slug>.md) and the blog's slides.

/** The five categories of the blog (their names and colours are words of the site: content/articles.ts). */
export const ARTICLE_CATEGORIES = ['support', 'home', 'health', 'nutrition', 'wellbeing'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export function articleSchemas(kit: SchemaKit, shared: SharedFields) {
  const { line, markdown, isoDate, itemId, slug, icon, imageOf } = kit;
  const { slideList, slide } = shared;

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
      labelSingular: 'article lié',
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

  const blogSlides = z.strictObject({ slides: field(z.array(z.strictObject(slide)).min(1), slideList) });

  return { articleFr, articleEn, blogSlides };
}
