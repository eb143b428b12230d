import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { SiteShell, shellViewport } from '@/components/layout/site-shell';

// With a root layout per language, the not-found page of unknown addresses renders its own shell:
// French, the site's first language (the English one is /en/404/).
// No robots entry: Next already writes <meta name="robots" content="noindex"> into this page, and a
// second tag would only repeat it (links are followed either way, as `follow` is the default).
const { title, description } = notFoundMetadata('fr');
export const metadata: Metadata = { title, description };
export const viewport = shellViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell locale="fr">
      <NotFoundPage locale="fr" />
    </SiteShell>
  );
}
