import { SiteShell, shellMetadata, shellViewport } from '@/components/layout/site-shell';

export const metadata = shellMetadata('en');
export const viewport = shellViewport;

export default function Layout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
