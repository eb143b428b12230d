import { BlogPage, blogMetadata } from '@/components/blog/blog-page';

export const metadata = blogMetadata('en');

export default function Page() {
  return <BlogPage locale="en" />;
}
