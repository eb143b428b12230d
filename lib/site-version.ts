/*
 * Which content the live site carries. The build writes it to /version.json (pipeline/version-file.ts):
 * the last commit that changed content/ and its date, and when the site was built. After « Publier »
 * the editor reads it again and again until it carries the change (editor/online/): these are the
 * rules it decides by, pure so they are tested with made-up versions.
 */

/** The folder of the repository the site's content lives in, whose last commit the version names. */
export const CONTENT_FOLDER = 'content';

export interface SiteVersion {
  /** The last commit that changed content/ (`git log -1 -- content`), or null when the build was not in a git checkout. */
  commit: string | null;
  /** That commit's date (ISO 8601, the committer's), or null. */
  date: string | null;
  /** When the site was built (ISO 8601). */
  builtAt: string;
}

/** What the repository's main branch holds right after the publish: its last commit for content/, when the backend can tell. */
export interface MainContent {
  commit: string;
  /** ISO 8601, when known. */
  date?: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const nullableText = (value: unknown) => (isText(value) ? value : null);

/** The version file as served, or undefined when it is not one (an HTML error page, an old build without it). */
export function readSiteVersion(json: unknown): SiteVersion | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { commit, date, builtAt } = json as Record<string, unknown>;
  if (!isText(builtAt) || Number.isNaN(Date.parse(builtAt))) return undefined;
  return { commit: nullableText(commit), date: nullableText(date), builtAt };
}

const later = (a: string | null | undefined, b: string | null | undefined) =>
  isText(a) && isText(b) && !Number.isNaN(Date.parse(a)) && !Number.isNaN(Date.parse(b)) && Date.parse(a) >= Date.parse(b);

/**
 * Whether the live site carries a publish.
 * - When main's commit is known: the live site was built from it, or from a later content commit (someone
 *   published again since; or the host cloned only the last commit, whose date then stands for content's).
 * - Otherwise (a backend that cannot tell, such as the local decap-server): the live site was rebuilt since
 *   the publish, i.e. its content commit (or, outside git, its build) differs from the one live when staff
 *   clicked « Publier »; without even that, a build that started after the publish.
 */
export function carriesPublish(live: SiteVersion, publish: { main?: MainContent; before?: SiteVersion; at: number }): boolean {
  const { main, before, at } = publish;
  if (main && live.commit) return live.commit === main.commit || later(live.date, main.date);
  if (before) return live.commit && before.commit ? live.commit !== before.commit : live.builtAt !== before.builtAt;
  return Date.parse(live.builtAt) > at;
}
