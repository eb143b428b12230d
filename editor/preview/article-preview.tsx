import { ArticleView } from '@/components/blog/article-view';
import { pickRelated } from '@/lib/related-articles';
import { articlePath } from '@/lib/routes';
import { authorName, pageUrl } from '@/site/page-settings';
import { articleDraft } from './draft';
import { publishedFacts, publishedSettings } from './facts';
import { asLocale, assetUrl, entryData, PreviewPage, type PreviewProps } from './frame';

const facts = publishedFacts();
const settings = publishedSettings();

/*
 * An article's page as the site draws it: the site's own ArticleView, with the entry being edited, in
 * the language of the form's left pane (Decap hands the preview that language's data; its « Écrire en
 * FR ▾ » menu switches both), and « À lire aussi » picked as the page picks it, among the published
 * articles and this one as it is being typed.
 */
export function ArticlePreview(props: PreviewProps) {
  const locale = asLocale(props.locale);
  if (!settings) throw new Error('preview: the build wrote no settings (PREVIEW_SETTINGS)');
  const setting = settings.article[locale];
  const draft = articleDraft(entryData(props), locale, facts, (src) => assetUrl(props, src));
  const article = { ...draft.article, author: authorName(draft.author, setting.authors, setting.team) };
  const others = setting.articles.filter((candidate) => candidate.id !== article.id);
  const related = pickRelated(article.id, [...others, draft.teaser]);
  return (
    <PreviewPage document={props.document} locale={locale} problems={draft.problems}>
      <ArticleView article={article} related={related} url={pageUrl(setting.siteUrl, articlePath(article.id, locale))} facebook={setting.facebook} locale={locale} />
    </PreviewPage>
  );
}
