import type { MetadataRoute } from 'next';
import { webManifest } from '@/site/web-manifest';

export const dynamic = 'force-static';

// The French app, at /manifest.webmanifest; the English pages link their own (app/(en)/en/manifest.webmanifest).
export default function manifest(): MetadataRoute.Manifest {
  return webManifest('fr');
}
