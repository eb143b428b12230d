import { join } from 'node:path';
import { siteUrlFromEnv } from '@/lib/site-url';
import { loadContent, type SiteContent } from './index';

export type * from './index';
import { ContentError } from './problems';

/*
 * The site's content, loaded once per process from content/ (or CONTENT_DIR, for a test or the
 * scale bench) when a page first asks for it. Bad content throws here, with every problem listed:
 * no page is ever built from it. The build checks it first, and prints warnings too
 * (scripts/check-content.ts, npm's prebuild).
 */

export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
}

function loadSiteContent(): SiteContent {
  const { content, errors } = loadContent({ dir: contentDir(), publicDir: join(process.cwd(), 'public'), siteUrl: siteUrlFromEnv() });
  if (!content) throw new ContentError(errors);
  return content;
}

export const siteContent: SiteContent = loadSiteContent();
