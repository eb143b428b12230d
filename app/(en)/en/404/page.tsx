import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';

// Exported as /en/404/ and copied to /en/404.html, the page a host serves for unknown English addresses.
export const metadata = notFoundMetadata('en');

export default function Page() {
  return <NotFoundPage locale="en" />;
}
