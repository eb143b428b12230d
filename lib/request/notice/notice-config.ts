/*
 * Where the staff's notices go (notice/send.ts): an ntfy topic's URL, read at build. Next writes it
 * into the pages' scripts, pipeline/service-worker.ts into the worker's, and the policy's connect-src
 * names its origin as it names the relay's (pipeline/lib/security-policy.ts, connectSources). No
 * imports: the build's scripts read it as it is.
 */

/** The build's variable, spelled out in full: Next inlines only that form (the worker gets it by define). */
export const NOTICE_VARIABLES = { url: 'NEXT_PUBLIC_REQUEST_NOTIFY_URL' } as const;

/** The topic's URL (https://ntfy.sh/<topic>), or '' when the build set none: then no notice is sent. */
export function noticeUrlFromEnv(): string {
  return process.env.NEXT_PUBLIC_REQUEST_NOTIFY_URL?.trim() ?? '';
}
