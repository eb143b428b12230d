import type { AnchorHTMLAttributes } from 'react';

/*
 * next/link in the preview's frame (pipeline/admin.ts resolves the import here, in the editor's bundle
 * only): the frame has no Next router, and its links lead nowhere (frame.tsx stops them). The same
 * <a href> the page prints.
 */

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname?: string }; prefetch?: unknown; replace?: unknown; scroll?: unknown };

export default function Link({ href, ...props }: Props) {
  // Next's own options, which an <a> does not take.
  const { prefetch, replace, scroll, ...rest } = props;
  void [prefetch, replace, scroll];
  return <a href={typeof href === 'string' ? href : (href.pathname ?? '')} {...rest} />;
}
