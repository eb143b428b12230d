import Link from 'next/link';
import { articles } from '@/content/articles';
import { blogIntro } from '@/content/blog-page';
import { PageHero } from '@/components/ui/page-hero';
import { formatDateFr } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Blog santé et conseils',
  description:
    "Conseils pratiques de notre équipe soignante : accompagner un proche âgé, prévenir les chutes, bien manger après 60 ans, prendre soin de soi quand on aide.",
  path: '/blog/',
});

export default function BlogPage() {
  return (
    <>
      <PageHero eyebrow="Blog" title={blogIntro.title} lead={blogIntro.lead} />
      <section className="section container">
        <ul>
          {articles.map((article) => (
            <li key={article.id}>
              <h2>{article.title}</h2>
              <p>
                <time dateTime={article.date}>{formatDateFr(article.date)}</time>
              </p>
              <p>{article.excerpt}</p>
              <Link href={`/blogDetails/${article.id}`}>Lire l&apos;article</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
