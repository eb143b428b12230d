import { join } from 'node:path';
import { siteUrlFromEnv } from '@/lib/site-url';
import { contentDir, loadContent, type SiteContent } from './index';
import { ContentError } from './problems';

export type * from './index';

/*
 * The site's content, loaded once per process from content/ (or CONTENT_DIR, for a test or the
 * scale bench) when a page first asks for it. Bad content throws here, with every problem listed:
 * no page is ever built from it. The build checks it first, and prints warnings too
 * (pipeline/check-content.ts, npm's prebuild).
 */

function loadSiteContent(): SiteContent {
  const { content, errors } = loadContent({ dir: contentDir(), publicDir: join(process.cwd(), 'public'), siteUrl: siteUrlFromEnv() });
  if (!content) throw new ContentError(errors);
  return content;
}

export const siteContent: SiteContent = loadSiteContent();
