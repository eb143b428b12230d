import { BlogPage, blogMetadata } from '@/components/blog/blog-page';

export const metadata = blogMetadata('fr');

export default function Page() {
  return <BlogPage locale="fr" />;
}
