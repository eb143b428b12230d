import clsx from 'clsx';
import { categoryAccent } from '@/components/blog/category-accent';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import banner from '@/components/blog/article-header.module.css';
import body from '@/components/blog/article-body.module.css';
import { blogPage } from '@/copy/blog-page';
import { fill } from '@/lib/i18n';
import { asLocale, assetUrl, entryData, PreviewPage, type PreviewProps } from './frame';
import { publishedFacts } from './facts';
import { articleView } from './view';

const facts = publishedFacts();

/*
 * An article's page as the site draws it (components/blog/article-header.tsx, article-body.tsx: their
 * classes and words), in the language of the form's left pane: Decap hands the preview that
 * language's data, and its « Écrire en FR ▾ » menu switches both. Left out, as they come from other
 * files or do nothing here: the author's name (a doctor's file), the share buttons, the tags' box and
 * the related articles.
 */
export function ArticlePreview(props: PreviewProps) {
  const locale = asLocale(props.locale);
  const view = articleView(entryData(props), locale, facts);
  const t = blogPage[locale].article;
  const [beforeDate, afterDate] = t.published.split('{date}');
  return (
    <PreviewPage document={props.document} locale={locale} problems={view.problems}>
      <article>
        <header className={clsx(banner.banner, view.category && categoryAccent(view.category))}>
          <div className="container">
            <div className={banner.layout}>
              <div className={banner.intro}>
                <p className={banner.category}>
                  <span className={`icon-badge ${banner.categoryIcon}`}>
                    <Icon name={view.icon} size={22} />
                  </span>
                  <span>
                    <span className="visually-hidden">{t.category}</span>
                    {view.categoryName}
                  </span>
                </p>
                <h1 className={banner.title}>{view.title}</h1>
                <ul className={`plain-list ${banner.meta}`}>
                  {view.date ? (
                    <li>
                      <Icon name="calendar" size={20} />
                      <span>
                        {beforeDate}
                        <time dateTime={view.date.iso}>{view.date.text}</time>
                        {afterDate}
                      </span>
                    </li>
                  ) : null}
                  <li>
                    <Icon name="clock" size={20} />
                    <span>{fill(t.reading, { minutes: view.minutes })}</span>
                  </li>
                </ul>
              </div>
              {view.image ? (
                <div className={banner.media}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- the editor's frame: the draft's own file, no build variants yet */}
                  <img src={assetUrl(props, view.image.src)} alt={view.image.alt} />
                </div>
              ) : null}
            </div>
          </div>
        </header>
        <div className={`section container ${body.body}`}>
          <div className="prose" data-preview="body">
            <p className={body.lead}>{view.lead}</p>
            <RichText prose={view.body} />
          </div>
        </div>
      </article>
    </PreviewPage>
  );
}
