import * as z from 'zod';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { optional, SEARCH_DESCRIPTION, SHORT_TITLE, withDefault } from './kit';
import { DOCTOR_RELATION, type SharedFields } from './shared';
import { proseBlocks, proseWords, type Prose } from '@/lib/prose';

// The blog: an article's two files (content/articles/fr|en/<slug>.md) and the blog's slides.

/** The five categories of the blog (their names and colours are words of the site: content/articles.ts). */
export const ARTICLE_CATEGORIES = ['support', 'home', 'health', 'nutrition', 'wellbeing'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** How many words an article has at the least, as a rule: advice, since a short notice may be right. */
export const ARTICLE_WORDS = 350;

/** What an article's text lacks of one worth a family's reading (a warning: ADVICE in ./kit.ts), or nothing. */
export function articleAdvice(prose: Prose): string | undefined {
  const blocks = proseBlocks(prose);
  const words = proseWords(prose).length;
  const lacks = [
    ...(words < ARTICLE_WORDS ? [`${words} mots`] : []),
    ...(blocks.some((block) => block.kind === 'heading') ? [] : ['aucun intertitre (« ## »)']),
    ...(blocks.some((block) => block.kind === 'item') ? [] : ['aucune liste']),
  ];
  if (lacks.length === 0) return undefined;
  return `article court (${lacks.join(', ')}) : il est publié, mais un article qui aide les familles a d'ordinaire ${ARTICLE_WORDS} mots ou plus, des intertitres et une liste.`;
}

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
    metaTitle: field(optional(line('fr', SHORT_TITLE)), {
      label: 'Titre court',
      hint: `Pour l'onglet du navigateur et les partages, si le titre est long (${SHORT_TITLE.max} caractères au plus).`,
    }),
    excerpt: field(line('fr', SEARCH_DESCRIPTION), {
      label: 'Extrait',
      widget: 'text',
      hint: `Une ou deux phrases, sur la liste des articles et dans les moteurs de recherche : de ${SEARCH_DESCRIPTION.min} à ${SEARCH_DESCRIPTION.max} caractères.`,
    }),
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
    body: field(markdown('fr', articleAdvice), { label: 'Texte', hint: `D'ordinaire ${ARTICLE_WORDS} mots ou plus, avec des intertitres (« ## ») et une liste.` }),
  });

  /**
   * An article's English file: the translated texts. The editor copies the French file's facts into
   * it (id, date, category…): they are accepted and ignored, the French file's count.
   */
  const articleEn = z.strictObject({
    title: line('en'),
    metaTitle: optional(line('en', SHORT_TITLE)),
    excerpt: line('en', SEARCH_DESCRIPTION),
    lead: line('en'),
    image: z.looseObject({ alt: line('en') }),
    body: markdown('en', articleAdvice),
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
