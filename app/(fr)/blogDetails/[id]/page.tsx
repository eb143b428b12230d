import { ArticlePage, articleMetadata, articleStaticParams, type ArticleRouteProps } from '@/components/blog/article-page';

export const dynamicParams = false;
export const generateStaticParams = articleStaticParams('fr');
export const generateMetadata = articleMetadata('fr');

export default function Page(props: ArticleRouteProps) {
  return <ArticlePage {...props} locale="fr" />;
}
