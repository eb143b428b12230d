/*
 * The origin of a service the build names by URL (the relay, the staff's notices, the gateway): what the
 * policy's connect-src allows for it (pipeline/lib/security-policy.ts) and whether it is set at all. An
 * https address, or plain http to this machine's own loopback (a gateway run locally, `npm run
 * preview` and the tests: browsers count it as secure, and nothing crosses a network). No imports: the
 * build's scripts read it as it is.
 */

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/;

/** The URL's origin, or '' when it is unset, or neither https nor http to the loopback. */
export function httpsOrigin(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname)) ? parsed.origin : '';
  } catch {
    return '';
  }
}
