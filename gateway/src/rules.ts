import { checkRequest, readSiteRules, type RequestCheck, type RequestContent, type SiteRules } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import { REQUEST_RULES_PATH } from '@/lib/routes';
import type { Settings } from './settings';

/*
 * The content's facts a request is held to (the form's services, the positions, the appointments' hours, the
 * days closed: lib/request/site-rules.ts), as the site the gateway serves publishes them at REQUEST_RULES_PATH.
 * The gateway is deployed apart from the content, so it reads them from the site, kept a few minutes in the
 * isolate. Without them (the site unreachable, a file not as the build writes it) no person's request is
 * refused for it: the checks fall back to what they accept without the lists, and a console line says so.
 *
 * A request is held to every rule of its kind (lib/request/check.ts): a list the site publishes (its services, its
 * positions, its districts…) and the days the centre is open among them. Those kept here may be a deploy behind the
 * page that sent it (a district added a minute ago): before a request is refused by rules read more than
 * RULES_RECHECK_MS ago, they are read anew and it is checked again, so that a family is never refused for the
 * gateway's old copy of its own site's lists (at most one read a RULES_RECHECK_MS, whatever strangers post).
 */

/** How long the rules read are used before they are read again: a deploy of the site reaches the gateway within it. */
export const RULES_FRESH_MS = 5 * 60_000;
/** After a failed read, how long before the next try: a site down is not asked at every request. */
export const RULES_RETRY_MS = 60_000;
/** How old the rules kept may be before a request they refuse has them read anew: a deploy's minute. */
export const RULES_RECHECK_MS = 60_000;
const RULES_TIMEOUT_MS = 3_000;

interface Kept {
  url: string;
  /** When they were read, and until when they are used. */
  at: number;
  until: number;
  rules: SiteRules | null;
}

let kept: Kept | undefined;

/** The site's rules, or null (then the checks are lenient); never throws. */
export async function siteRules({ siteUrl }: Pick<Settings, 'siteUrl'>, now = Date.now(), get: typeof fetch = fetch): Promise<SiteRules | null> {
  if (!siteUrl) return null;
  const url = `${siteUrl}${REQUEST_RULES_PATH}`;
  if (kept && kept.url === url && kept.until > now) return kept.rules;
  let rules: SiteRules | null = null;
  try {
    const response = await get(url, { signal: AbortSignal.timeout(RULES_TIMEOUT_MS), headers: { Accept: 'application/json' } });
    rules = response.ok ? readSiteRules(await response.json()) : null;
    if (!rules) console.error(`Site rules: ${url} answered ${response.status}${response.ok ? ' with a file not as the build writes it' : ''}; requests are checked without them.`);
  } catch (error) {
    console.error(`Site rules: ${url} could not be read (${String(error)}); requests are checked without them.`);
  }
  kept = { url, at: now, until: now + (rules ? RULES_FRESH_MS : RULES_RETRY_MS), rules };
  return rules;
}

/**
 * A request held to its kind's rules and the site's published ones (the gateway's one check of what a page posts:
 * routes/site.ts); refused by rules read more than RULES_RECHECK_MS ago, checked again against the rules read anew.
 */
export async function checkAgainstSite(content: RequestContent, settings: Pick<Settings, 'siteUrl'>, now = Date.now(), get: typeof fetch = fetch): Promise<RequestCheck> {
  const today = doualaToday(new Date(now));
  const rules = await siteRules(settings, now, get);
  const checked = checkRequest(content, { today, rules });
  if (checked.ok || !rules || !kept || now - kept.at < RULES_RECHECK_MS) return checked;
  // Read anew (their `until` ends now): a site that cannot be read then leaves the request to the rules' absence.
  kept = { ...kept, until: now };
  return checkRequest(content, { today, rules: await siteRules(settings, now, get) });
}

/** Forgets what was read (the tests, between two sites). */
export function forgetSiteRules(): void {
  kept = undefined;
}
