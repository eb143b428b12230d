// A fake Cloudflare Access on this machine, for the inbox (gateway/src/access.ts, docs/gateway.md « Running it here,
// and its tests »). Access does not run under wrangler dev: this stands in for both of its parts.
//   the team domain   http://127.0.0.1:<port>, serving its keys at /cdn-cgi/access/certs as Access does: the
//                     gateway under test is started with ACCESS_TEAM_DOMAIN pointing here
//   the edge          a proxy in front of the whole gateway (startAccessEdge) that adds a token signed with
//                     that key to each call under /inbox/, as Access does for a person signed in
// The key is an RSA key made at start, in memory: never written, never in the repository, unknown to any
// deployed gateway (whose ACCESS_TEAM_DOMAIN is the centre's own team). Tests mint their own tokens with
// `sign`: of this key or of another, for this audience or another, expired, for any address. 127.0.0.1 only.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

const HOST = '127.0.0.1';
export const ACCESS_HEADER = 'Cf-Access-Jwt-Assertion';

export interface TokenOptions {
  /** Seconds from now until it expires (negative: already expired); an hour by default, as Access's shortest session. */
  expiresIn?: number;
  /** Another audience than the inbox's. */
  audience?: string;
  /** Another issuer than this team domain. */
  issuer?: string;
  /** Signed with a key this team does not publish (same key id: the signature alone gives it away). */
  foreignKey?: boolean;
}

/** What signs Access's tokens here, as plain data: a test file (another process than the set-up's) makes its own signer of it. */
export interface AccessKeys {
  teamDomain: string;
  aud: string;
  kid: string;
  /** The team's key, and another it does not publish. */
  own: JWK;
  foreign: JWK;
}

export interface FakeAccess {
  /** ACCESS_TEAM_DOMAIN for the gateway: this server's origin. */
  teamDomain: string;
  /** ACCESS_AUD for the gateway. */
  aud: string;
  keys: AccessKeys;
  /** A token as Access puts it in Cf-Access-Jwt-Assertion for `email`. */
  sign(email: string, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  return `http://${HOST}:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** Signs tokens as this fake Access does, from its keys (startFakeAccess's `keys`). */
export function accessSigner({ teamDomain, aud, kid, own, foreign }: AccessKeys) {
  const keys = Promise.all([importJWK(own, 'RS256'), importJWK(foreign, 'RS256')]);
  return async (email: string, { expiresIn = 3_600, audience = aud, issuer = teamDomain, foreignKey = false }: TokenOptions = {}): Promise<string> => {
    const [ownKey, foreignKeyOf] = await keys;
    const now = Math.floor(Date.now() / 1_000);
    return new SignJWT({ email, type: 'app', identity_nonce: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience([audience])
      .setSubject(crypto.randomUUID())
      .setIssuedAt(now - 60)
      .setNotBefore(now - 60)
      .setExpirationTime(now + expiresIn)
      .sign(foreignKey ? foreignKeyOf : ownKey);
  };
}

export async function startFakeAccess({ port = 0, aud = `aud-${crypto.randomUUID()}` }: { port?: number; aud?: string } = {}): Promise<FakeAccess> {
  const kid = crypto.randomUUID();
  const own = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const certs = JSON.stringify({ keys: [{ ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/cdn-cgi/access/certs') res.writeHead(200, { 'Content-Type': 'application/json' }).end(certs);
    else res.writeHead(404).end();
  });
  const teamDomain = await listen(server, port);
  const keys: AccessKeys = { teamDomain, aud, kid, own: await exportJWK(own.privateKey), foreign: await exportJWK(foreign.privateKey) };
  return { teamDomain, aud, keys, sign: accessSigner(keys), close: () => close(server) };
}

export interface AccessEdge {
  /** Where the pages and the staff's browser call: the gateway, with Access in front of /inbox/. */
  url: string;
  close(): Promise<void>;
}

/**
 * The local edge: every call passed on to the gateway as it came (its Host kept, so the gateway sees its own
 * origin as the browser does), and under /inbox/ with a token for `email`, as Access adds one for a person
 * signed in. A token the browser sent itself is dropped first: only this edge signs.
 */
export async function startAccessEdge({ port = 0, gateway, access, email }: { port?: number; gateway: string; access: Pick<FakeAccess, 'sign'>; email: string }): Promise<AccessEdge> {
  const target = new URL(gateway);
  const pass = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers };
    delete headers[ACCESS_HEADER.toLowerCase()];
    const { pathname } = new URL(req.url ?? '/', 'http://edge');
    if (pathname === '/inbox' || pathname.startsWith('/inbox/')) headers[ACCESS_HEADER.toLowerCase()] = await access.sign(email);
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  };
  const server = createServer((req, res) => void pass(req, res).catch(() => res.writeHead(502).end()));
  const url = await listen(server, port);
  return { url, close: () => close(server) };
}

/** Who is signed in to a local inbox unless told otherwise: a member of staff of this machine alone. */
export const LOCAL_STAFF = { email: 'awa@aide-et-vie.localhost', name: 'Awa' } as const;

export interface GatewayBehindAccess {
  /** Where the pages and the staff call: the local edge. */
  url: string;
  /** The inbox's page, signed in. */
  inbox: string;
  staff: { email: string; name: string };
  stop(): Promise<void>;
}

/**
 * The gateway on this machine as the centre's is on Cloudflare: behind Access, its inbox signed in as `staff`
 * (npm run preview, npm run gateway:local). The gateway listens on a port of its own; `port` is the edge's. Its
 * ACCESS_TEAM_DOMAIN, ACCESS_AUD and STAFF_NAMES are this run's (the staff member added to any STAFF_NAMES given),
 * and its INBOX_URL the edge's inbox unless one is given.
 */
export async function startGatewayBehindAccess({
  port,
  vars,
  staff = LOCAL_STAFF,
  start,
}: {
  port: number;
  vars: Record<string, string>;
  staff?: { email: string; name: string };
  /** Starts the gateway itself (harness/gateway.ts's startGateway, with what the caller wants of it) on a free port. */
  start: (vars: Record<string, string>) => Promise<{ url: string; stop(): Promise<void> }>;
}): Promise<GatewayBehindAccess> {
  const access = await startFakeAccess();
  const names = [vars.STAFF_NAMES, `${staff.email}=${staff.name}`].filter(Boolean).join(',');
  // The notices' button opens the inbox through this edge, unless the caller names another (a setting, never a request's Host).
  const inboxUrl = vars.INBOX_URL || `http://127.0.0.1:${port}/inbox/`;
  const gateway = await start({ ...vars, ACCESS_TEAM_DOMAIN: access.teamDomain, ACCESS_AUD: access.aud, STAFF_NAMES: names, INBOX_URL: inboxUrl }).catch(async (error: unknown) => {
    await access.close();
    throw error;
  });
  const edge = await startAccessEdge({ port, gateway: gateway.url, access, email: staff.email });
  return {
    url: edge.url,
    inbox: `${edge.url}/inbox/`,
    staff,
    stop: async () => {
      await edge.close();
      await gateway.stop();
      await access.close();
    },
  };
}
