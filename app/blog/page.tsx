import { articles } from '@/content/articles';
import { blogHighlights, blogIntro, careTeamAbout } from '@/content/blog-page';
import { blogCta } from '@/content/ctas';
import { blogSlides } from '@/content/slides';
import { ArticleList } from '@/components/blog/article-list';
import { CtaBand } from '@/components/ui/cta-band';
import { BlogHero } from '@/components/blog/blog-hero';
import { CareTeam } from '@/components/blog/care-team';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Blog santé et conseils',
  description:
    "Conseils pratiques de notre équipe soignante\u00A0: accompagner un proche âgé, prévenir les chutes, bien manger après 60 ans, prendre soin de soi quand on aide.",
  path: paths.blog,
});

export default function BlogPage() {
  return (
    <>
      <BlogHero slides={blogSlides} />
      <ArticleList title={blogIntro.title} lead={blogIntro.lead} articles={articles} />
      <CareTeam about={careTeamAbout} highlights={blogHighlights} />
      <CtaBand cta={blogCta} />
    </>
  );
}
