import { webManifest } from '@/site/web-manifest';

export const dynamic = 'force-static';

// The English app, written to out/en/manifest.webmanifest at build time.
export function GET() {
  return new Response(JSON.stringify(webManifest('en')), { headers: { 'Content-Type': 'application/manifest+json' } });
}
