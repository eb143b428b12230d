import type { DecapCms } from '../decap';
import { ADMIN_PATH, SITE_VERSION_PATH } from '@/lib/routes';
import { CONFIG_FILE } from '../file-names';
import { readSiteVersion } from '@/lib/site-version';
import { showBanner } from './banner';
import { mainContentSource, storedUser, type BackendConfig } from './main-commit';
import { bannerText, type SiteHelp } from './messages';
import { watchPublish } from './watch';

/*
 * « Is it online? » after « Publier » (docs/editor-previews-and-history.md, « After Publier »). Decap calls our
 * postPublish listener once the change is merged into main (from the entry or from the workflow tab);
 * from then on a banner says whether the live site carries it, asking /version.json every 20 s.
 */

/** Whom the late message names: the centre's « Responsable du site », written into the bundle at build (pipeline/admin.ts). */
function siteHelp(): SiteHelp {
  try {
    // Replaced by esbuild's define; a bundle without it has no `process`, hence the catch.
    return JSON.parse(process.env.EDITOR_SITE_HELP ?? '{}') as SiteHelp;
  } catch {
    return {};
  }
}

async function liveVersion() {
  // A query of its own each time, in case a cache between here and the host ignores no-store.
  const response = await fetch(`${SITE_VERSION_PATH}?t=${Date.now()}`, { cache: 'no-store' });
  return response.ok ? readSiteVersion(await response.json()) : undefined;
}

/** The backend of the config Decap was started with (GitHub, GitLab: its repo, branch and API). */
async function backendConfig(): Promise<BackendConfig | undefined> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]');
  const response = await fetch(link?.href ?? `${ADMIN_PATH}${CONFIG_FILE}`, { cache: 'no-cache' });
  if (!response.ok) return undefined;
  const { parse } = await import('yaml');
  return (parse(await response.text()) as { backend?: BackendConfig } | null)?.backend;
}

async function mainContent() {
  const user = storedUser();
  // The local decap-server (« proxy ») cannot tell main's commit: no need for the config.
  if (!user?.token || user.backendName === 'proxy') return undefined;
  const backend = await backendConfig();
  return backend ? mainContentSource(backend, storedUser)() : undefined;
}

/** Registers the watch on Decap's postPublish event. Call before CMS.init(). */
export function watchPublishes(CMS: DecapCms) {
  const help = siteHelp();
  let current = 0;
  CMS.registerEventListener({
    name: 'postPublish',
    handler() {
      // Decap waits for its listeners: the watch runs on its own. A new publish replaces the previous watch.
      const watch = ++current;
      void watchPublish({
        now: Date.now,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        liveVersion,
        mainContent,
        onStatus: (status) => showBanner(bannerText(status, help), status.kind),
        stopped: () => watch !== current,
      });
      return undefined;
    },
  });
}
