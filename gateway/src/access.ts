import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { StaffMember } from './inbox/model';
import type { AccessSettings } from './settings';

/*
 * Who is signed in to the inbox: Cloudflare Access (docs/gateway-inbox.md, « Who may open it ») stands in
 * front of /inbox/ and signs each call it lets through, in the Cf-Access-Jwt-Assertion header (RS256, its
 * team's keys at <team domain>/cdn-cgi/access/certs, rotated every six weeks). The Worker checks that
 * header itself, on every call: the signature against the team's keys, the issuer (the team domain), the
 * audience (the inbox's application), the expiry. A route that Access does not cover, a bypass rule, a
 * request straight to the Worker: none carries a valid assertion. The CF_Authorization cookie is never read
 * (Cloudflare: « not guaranteed to be passed »). Then STAFF_NAMES says whether that address is staff.
 */

/** The team's keys, fetched when a token names a key not yet seen, kept for the isolate's life (jose caches and refreshes them). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keysOf(teamDomain: string) {
  let keys = keySets.get(teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`), { timeoutDuration: 5_000 });
    keySets.set(teamDomain, keys);
  }
  return keys;
}

export const ACCESS_HEADER = 'Cf-Access-Jwt-Assertion';

/** The address Access signed in, lower case, or null: no header, or a token that is not Access's for this inbox, now. */
export async function signedInAddress(request: Request, { teamDomain, aud }: Pick<AccessSettings, 'teamDomain' | 'aud'>): Promise<string | null> {
  const token = request.headers.get(ACCESS_HEADER);
  if (!token || !teamDomain || !aud) return null;
  try {
    const { payload } = await jwtVerify(token, keysOf(teamDomain), { issuer: teamDomain, audience: aud, algorithms: ['RS256'], requiredClaims: ['exp', 'email'] });
    return typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

export type Visitor = { kind: 'nobody' } | { kind: 'stranger' } | { kind: 'staff'; staff: StaffMember };

/** Nobody signed in (or not by Access for this inbox), someone who is not staff, or a staff member with her first name. */
export async function visitorOf(request: Request, access: AccessSettings): Promise<Visitor> {
  const email = await signedInAddress(request, access);
  if (!email) return { kind: 'nobody' };
  const name = access.staff.get(email);
  return name ? { kind: 'staff', staff: { email, name } } : { kind: 'stranger' };
}
