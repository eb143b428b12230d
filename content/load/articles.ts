import type { Locale } from '@/lib/i18n';
import { frenchDay } from '@/lib/french-date';
import { newestFirst } from '@/lib/newest-first';
import { isFarAhead, isPublished } from '@/lib/publication';
import type { Prose } from '@/lib/prose';
import type { contentSchemas } from '../schema/files';
import { fieldLabel } from '../schema/field-names';
import { without, type ContentFiles } from './files';
import type { ArticleEntry, DoctorEntry } from './types';

/*
 * The blog's articles: content/articles/fr/<slug>.md holds an article's facts and its French text,
 * content/articles/en/<slug>.md its English text. An article with no English text is published in
 * French only (a warning, not an error: staff are never blocked by a translation); a draft is not
 * published, nor an article dated after `today` (Yaoundé's day at the build: lib/publication.ts) until
 * a build on or after its date; related articles and the author must exist.
 */

type Schemas = ReturnType<typeof contentSchemas>;

interface Translation {
  title: string;
  metaTitle?: string;
  excerpt: string;
  lead: string;
  alt: string;
  body: Prose;
}

/** The English texts, by slug. */
function translations(files: ContentFiles, schemas: Schemas, frenchSlugs: Set<string>, parsedSlugs: Set<string>): Map<string, Translation> {
  const english = new Map<string, Translation>();
  for (const entry of files.folder('articles/en', 'markdown')) {
    if (entry.refused) continue;
    const file = `content/${entry.file}`;
    const data = files.markdown(entry.file);
    if (!data) continue;
    // The editor writes an English file even when nobody translated: with no title and no text, it is no translation.
    const untranslated = !data.title && String(data.body ?? '').trim() === '';
    if (!parsedSlugs.has(entry.slug)) {
      // A French file with an error of its own has been reported already.
      if (!untranslated && !frenchSlugs.has(entry.slug)) {
        files.problems.error(file, undefined, `il n'y a pas d'article français content/articles/fr/${entry.slug}.md : la version anglaise porte le même nom de fichier que la française.`);
      }
      continue;
    }
    if (untranslated) continue;
    const parsed = files.parse(schemas.articleEn, data, file);
    if (parsed) english.set(entry.slug, { ...parsed, alt: parsed.image.alt });
  }
  return english;
}

/** What staff read about a scheduled article, in the build's output and in the editor's check. */
function scheduleNotes(files: ContentFiles, article: { file: string; id: number; date: string; draft: boolean }, today: string) {
  if (article.draft || isPublished(article.date, today)) return;
  const file = `content/${article.file}`;
  const day = frenchDay(article.date);
  if (isFarAhead(article.date, today)) {
    files.problems.warning(
      file,
      'date',
      `le ${day} est dans plus d'un an : vérifiez l'année, c'est peut-être une faute de frappe. Tel quel, l'article n°${article.id} restera hors du site jusqu'à ce jour.`,
    );
  }
  files.problems.warning(file, undefined, `Programmé pour le ${day} : l'article n°${article.id} sera mis en ligne ce jour-là (heure de Yaoundé), quand le site se reconstruit chaque matin. D'ici là, il n'est nulle part sur le site.`);
}

export function loadArticles(files: ContentFiles, schemas: Schemas, doctors: DoctorEntry[], today: string): Record<Locale, ArticleEntry[]> {
  const { problems, faulty } = files;
  const frenchEntries = files.folder('articles/fr', 'markdown');
  const french = files.collection('articles', frenchEntries, schemas.articleFr, (entry) => files.markdown(entry.file), faulty.articles);
  const english = translations(files, schemas, new Set(frenchEntries.map((entry) => entry.slug)), new Set(french.map((article) => article.slug)));

  const published = french.filter((article) => !article.draft && isPublished(article.date, today));
  const publishedIds = new Set(published.map((article) => article.id));
  for (const article of french) {
    const file = `content/${article.file}`;
    article.related.forEach((id, index) => {
      const field = fieldLabel(['related', index], schemas.articleFr);
      if (id === article.id) problems.error(file, field, "un article ne peut pas être lié à lui-même : choisissez le numéro d'un autre article.");
      else if (!french.some((other) => other.id === id)) {
        if (!files.mayBeFaulty(faulty.articles, id)) {
          problems.error(file, field, `il n'y a pas d'article n°${id}. Les articles sont : ${french.map((other) => other.id).join(', ')}.`);
        }
      } else if (article.related.indexOf(id) !== index) problems.error(file, field, `l'article n°${id} est déjà lié : choisissez-en un autre.`);
      else if (!publishedIds.has(id) && !article.draft) {
        problems.warning(file, field, `l'article n°${id} n'est pas publié : un autre article récent est proposé à sa place.`);
      }
    });
    if (article.author && !doctors.some((doctor) => doctor.slug === article.author)) {
      problems.error(
        file,
        'auteur',
        `« ${article.author} » n'est pas un médecin de l'équipe. Choisissez parmi : ${doctors.map((doctor) => doctor.slug).join(', ')}, ou laissez vide pour l'équipe du centre.`,
      );
    }
    scheduleNotes(files, article, today);
    if (!article.draft && !english.has(article.slug)) {
      problems.warning(file, undefined, `pas de version anglaise : l'article n°${article.id} est publié en français seulement (il n'apparaît pas sur le site anglais).`);
    }
  }

  const entry = (article: (typeof french)[number], locale: Locale): ArticleEntry => {
    const translation = locale === 'en' ? english.get(article.slug) : undefined;
    const texts = translation
      ? {
          title: translation.title,
          metaTitle: translation.metaTitle,
          excerpt: translation.excerpt,
          lead: translation.lead,
          body: translation.body,
          image: { ...article.image, alt: translation.alt },
        }
      : { metaTitle: article.metaTitle };
    const { metaTitle, ...rest } = { ...without(article, 'draft', 'file', 'author'), ...texts };
    return { ...rest, ...(metaTitle ? { metaTitle } : {}), author: article.author, locales: english.has(article.slug) ? ['fr', 'en'] : ['fr'] };
  };
  return {
    fr: published.map((article) => entry(article, 'fr')).sort(newestFirst),
    en: published.filter((article) => english.has(article.slug)).map((article) => entry(article, 'en')).sort(newestFirst),
  };
}
