import { ctas } from '@/copy/ctas';
import { CtaBand } from '@/components/ui/cta-band';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { ArticleList } from './article-list';
import { BlogHero } from './blog-hero';
import { CareTeam } from './care-team';

export const blogMetadata = (locale: Locale) => staticPageMetadata('blog', locale);

export function BlogPage({ locale }: { locale: Locale }) {
  return (
    <>
      <BlogHero locale={locale} />
      <ArticleList locale={locale} />
      <CareTeam locale={locale} />
      <CtaBand cta={ctas[locale].blog} locale={locale} />
    </>
  );
}
