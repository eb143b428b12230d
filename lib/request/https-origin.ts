/*
 * The origin of a service the build names by URL (the relay, the staff's notices): what the policy's
 * connect-src allows for it (pipeline/lib/security-policy.ts) and whether it is set at all. No imports:
 * the build's scripts read it as it is.
 */

/** The URL's origin, or '' when it is unset or not an https address. */
export function httpsOrigin(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}
