export type NotFoundKind = 'service' | 'article' | 'page';

/** Which not-found message a path deserves: unknown service, unknown article, or any other page. */
export function notFoundKind(pathname: string): NotFoundKind {
  if (/^\/ServiceDetails(\/|$)/.test(pathname)) return 'service';
  if (/^\/blogDetails(\/|$)/.test(pathname)) return 'article';
  return 'page';
}
