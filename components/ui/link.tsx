import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link that never prefetches. By default Next fetches the route payload and the code of every
 * link that scrolls into view: on a service page that meant three more routes and the form's 55 KB
 * phone-input chunk, bytes our visitors pay for and CPU their phones spend while the page starts.
 * A click fetches what the next page needs, behind the route overlay. The only import of next/link
 * (eslint.config.mjs forbids the others).
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
