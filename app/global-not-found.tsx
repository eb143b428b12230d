import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { SiteShell, shellViewport } from '@/components/layout/site-shell';

// With a root layout per language, the not-found page of unknown addresses renders its own shell:
// French, the site's first language (the English one is /en/404/).
export const metadata = notFoundMetadata('fr');
export const viewport = shellViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell locale="fr">
      <NotFoundPage locale="fr" />
    </SiteShell>
  );
}
