/** Strips the trailing slash that `trailingSlash: true` adds, keeping « / » itself. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

// Detail routes belong to the section of their list page.
const SECTION_PREFIXES: Record<string, string[]> = {
  '/services': ['/ServiceDetails/'],
  '/blog': ['/blogDetails/'],
  '/appoitment': ['/appointment'],
};

/** « page » on the exact route, « section » on one of its detail routes, otherwise null. */
export function matchNav(href: string, pathname: string): 'page' | 'section' | null {
  const current = normalizePath(pathname);
  const target = normalizePath(href);
  if (current === target) return 'page';
  const prefixes = SECTION_PREFIXES[target] ?? [];
  return prefixes.some((prefix) => current.startsWith(prefix)) ? 'section' : null;
}
