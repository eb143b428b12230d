import { ArticlePage, articleMetadata, articleStaticParams, type ArticleRouteProps } from '@/components/blog/article-page';

export const dynamicParams = false;
export const generateStaticParams = articleStaticParams('en');
export const generateMetadata = articleMetadata('en');

export default function Page(props: ArticleRouteProps) {
  return <ArticlePage {...props} locale="en" />;
}
