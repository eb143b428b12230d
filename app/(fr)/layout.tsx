import { SiteShell, shellMetadata, shellViewport } from '@/components/layout/site-shell';

export const metadata = shellMetadata('fr');
export const viewport = shellViewport;

export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="fr">{children}</SiteShell>;
}
