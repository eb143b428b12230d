import { carriesPublish, type MainContent, type SiteVersion } from '@/lib/site-version';

/*
 * After « Publier »: is the change on the live site yet? The host rebuilds the site from main (a few
 * minutes); meanwhile the site shows the old content. This watches /version.json (what the live site
 * was built from) and says: building, online (since when), or late (still not online after a while).
 * Everything it touches is given to it (the clock, the two readings), so it is tested with a fake clock.
 */

export type OnlineStatus =
  /** Published at `publishedAt`; the site is not rebuilt yet. */
  | { kind: 'building'; publishedAt: number }
  /** The live site carries it since `since` (its build's time). */
  | { kind: 'online'; since: number }
  /** Still not online `minutes` after the publish. */
  | { kind: 'late'; minutes: number };

export interface WatchDeps {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** The live site's /version.json, or undefined when it cannot be read. */
  liveVersion(): Promise<SiteVersion | undefined>;
  /** main's last commit for content/ right after the publish, when the backend can tell. */
  mainContent(): Promise<MainContent | undefined>;
  onStatus(status: OnlineStatus): void;
  /** Stops watching (another publish started, the page is leaving). */
  stopped?(): boolean;
}

export const TIMING = {
  /** How often the live site is asked. */
  every: 20_000,
  /** A host usually rebuilds in 2 to 5 minutes: past this, staff are told what to do. */
  patience: 10 * 60_000,
  /** Then it keeps looking, in case the site comes late, until this. */
  giveUp: 30 * 60_000,
};

const MINUTE = 60_000;

/** A reading that fails (offline, the API down) is no reading. */
async function attempt<T>(read: () => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

/** Watches one publish until it is online or `giving up`; returns the last status it gave. */
export async function watchPublish(deps: WatchDeps, timing = TIMING): Promise<OnlineStatus> {
  const at = deps.now();
  let status: OnlineStatus = { kind: 'building', publishedAt: at };
  deps.onStatus(status);
  // What was live when staff clicked « Publier »: the reference when main's commit cannot be known.
  const [before, firstMain] = await Promise.all([attempt(deps.liveVersion), attempt(deps.mainContent)]);
  let main = firstMain;
  for (;;) {
    await deps.sleep(timing.every);
    if (deps.stopped?.()) return status;
    // The host's API may lag behind the merge by a moment: ask again until it answers.
    main ??= await attempt(deps.mainContent);
    const live = await attempt(deps.liveVersion);
    const now = deps.now();
    if (live && carriesPublish(live, { main, before, at })) {
      // Its build's time, within the watch (a build's clock is not the phone's).
      status = { kind: 'online', since: Math.min(now, Math.max(at, Date.parse(live.builtAt))) };
      deps.onStatus(status);
      return status;
    }
    const waited = now - at;
    if (waited >= timing.patience) {
      const minutes = Math.floor(waited / MINUTE);
      if (status.kind !== 'late' || status.minutes !== minutes) {
        status = { kind: 'late', minutes };
        deps.onStatus(status);
      }
      if (waited >= timing.giveUp) return status;
    }
  }
}
