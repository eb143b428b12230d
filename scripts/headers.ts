// Runs after `next build` (npm "postbuild"). For every exported HTML page it computes a strict
// Content-Security-Policy: scripts only from our origin plus the SHA-256 hash of each inline
// <script> of THAT page (Next's static export inlines its bootstrap and the RSC payload as
// `self.__next_f.push(…)` scripts), never 'unsafe-inline'. It writes:
//   out/_headers                     Netlify / Cloudflare Pages: security headers, CSP per page,
//                                    immutable caching of /_next/static/*;
//   out/nginx-headers-http.conf      the same for nginx: `map`s keyed by $uri (http{} level),
//   out/nginx-headers-server.conf    and the add_header lines (server{} level), see README;
//   a <meta http-equiv="Content-Security-Policy"> in each page, so hosts that cannot set headers
//   (GitHub Pages, S3) still enforce the policy, and the 404 page served at any unknown path too.
// The editor at /admin/ is not a page of the site: it gets its own rule, with the policy Decap CMS
// needs (scripts/lib/admin-policy.ts, derived from its config.yml), and is never indexed.
// scripts/serve.ts applies out/_headers, so the preview and the e2e tests run under this policy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PATH } from '../lib/routes';
import { SERVICE_WORKER_URL } from '../lib/service-worker/messages';
import { adminPolicy, readDecapConfig, type AdminPolicy } from './lib/admin-policy';
import { inlineScripts, inlineStyles, listHtmlFiles, parseTags, styleAttributes, urlPathOf } from './lib/html';

/** The only third-party origin the site talks to: the appointment form's e-mail service. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** Headers every response gets (the `/*` rule). */
export const COMMON_HEADERS: [string, string][] = [
  // Two years. No includeSubDomains/preload: the centre's other subdomains are not ours to decide (README).
  ['Strict-Transport-Security', 'max-age=63072000'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // Features the site never uses. Only names Chromium recognises: unknown ones log console errors.
  [
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), bluetooth=(), browsing-topics=(), camera=(), display-capture=(), ' +
      'geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), ' +
      'payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  ],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  // For browsers without CSP frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

/**
 * Pages open in a browsing context of their own. Given per page, not to every file: the editor needs
 * another value (its sign-in window talks back to it), and two matching rules would join both.
 */
export const PAGE_OPENER_POLICY = 'same-origin';

/** The editor's files (/admin/*): its policy, and never in a search engine. */
export function adminHeaders(policy: AdminPolicy): [string, string][] {
  return [
    ['Content-Security-Policy', policy.csp],
    ['Cross-Origin-Opener-Policy', policy.crossOriginOpenerPolicy],
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

export const STATIC_PATTERN = '/_next/static/*';
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The service worker's own headers. Browsers check it for a new version at each visit, so no cache
 * may keep it. Its own fetches (pages, files, the delayed appointment requests) follow the CSP sent
 * with sw.js, not the page's: they may reach the site and EmailJS, nothing else.
 */
export const WORKER_HEADERS: [string, string][] = [
  ['Cache-Control', 'no-cache'],
  ['Content-Security-Policy', `default-src 'none'; connect-src 'self' ${EMAILJS_ORIGIN}`],
];

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: string[]) => [...new Set(values)];

/** What one page needs beyond 'self': hashes of its inline scripts, <style> elements and style="" attributes. */
export interface PageSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export interface PageHeaders {
  file: string;
  path: string;
  sources: PageSources;
  headerPolicy: string;
  metaPolicy: string;
}

export function pageSources(html: string): PageSources {
  const tags = parseTags(html);
  return {
    scripts: unique(inlineScripts(tags).map(sha256Source)),
    styles: unique(inlineStyles(tags).map(sha256Source)),
    styleAttributes: unique(styleAttributes(tags).map(sha256Source)),
  };
}

/**
 * The page's policy. `delivery: 'meta'` drops what a <meta> CSP may not carry (frame-ancestors is
 * ignored there with a console error); the header carries it, X-Frame-Options covers the rest.
 */
export function contentSecurityPolicy(sources: PageSources, { delivery = 'header' }: { delivery?: 'header' | 'meta' } = {}): string {
  // style="" attributes can only be allowed by hash together with 'unsafe-hashes' (CSP 3).
  // React applies styles it sets at runtime through the CSSOM, which CSP does not restrict.
  const styleSrc = ["'self'", ...sources.styles];
  if (sources.styleAttributes.length > 0) styleSrc.push("'unsafe-hashes'", ...sources.styleAttributes);
  const directives = [
    ["default-src", "'none'"],
    ['script-src', ["'self'", ...sources.scripts].join(' ')],
    ['style-src', styleSrc.join(' ')],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', `'self' ${EMAILJS_ORIGIN}`],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['upgrade-insecure-requests', ''],
  ];
  return directives
    .filter(([name]) => !(delivery === 'meta' && name === 'frame-ancestors'))
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');
}

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi;

/** The page with exactly one CSP <meta>, placed right after the charset so it precedes every script. */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const clean = html.replace(META_CSP, '');
  const charset = /<meta charSet="[^"]*"\s*\/?>/i.exec(clean);
  if (charset) return clean.replace(charset[0], `${charset[0]}${meta}`);
  const head = /<head[^>]*>/i.exec(clean);
  if (!head) throw new Error('no <head> to put the CSP <meta> in');
  return clean.replace(head[0], `${head[0]}${meta}`);
}

/** The editor's policy when the export has one (out/admin/config.yml). */
function readAdminPolicy(outDir: string): AdminPolicy | undefined {
  const config = join(outDir, ADMIN_PATH.slice(1), 'config.yml');
  return existsSync(config) ? adminPolicy(readDecapConfig(config)) : undefined;
}

/** Computes everything from the exported HTML (pure: reads, does not write). */
export function generate(outDir: string) {
  const admin = readAdminPolicy(outDir);
  const adminRule = admin ? adminHeaders(admin) : [];
  const pages = listHtmlFiles(outDir).map((file): PageHeaders => {
    const html = readFileSync(join(outDir, file), 'utf8').replace(META_CSP, '');
    const sources = pageSources(html);
    return {
      file,
      path: urlPathOf(file),
      sources,
      headerPolicy: contentSecurityPolicy(sources),
      metaPolicy: contentSecurityPolicy(sources, { delivery: 'meta' }),
    };
  });

  const lines = [
    '# Generated by scripts/headers.ts after `next build`: do not edit (README, « Security headers »).',
    '# Format of Netlify and Cloudflare Pages. Every matching rule applies.',
    '/*',
    ...COMMON_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
    STATIC_PATTERN,
    `  Cache-Control: ${STATIC_CACHE_CONTROL}`,
    '',
    SERVICE_WORKER_URL,
    ...WORKER_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
    ...(admin
      ? [
          '# The editor (Decap CMS): its own policy, from admin/config.yml (scripts/lib/admin-policy.ts).',
          `${ADMIN_PATH}*`,
          ...adminRule.map(([name, value]) => `  ${name}: ${value}`),
          '',
        ]
      : []),
    '# One CSP per page: script-src lists the hashes of that page\'s inline scripts.',
  ];
  for (const page of pages) {
    lines.push(page.path, `  Content-Security-Policy: ${page.headerPolicy}`, `  Cross-Origin-Opener-Policy: ${PAGE_OPENER_POLICY}`, '');
  }
  const headersText = `${lines.join('\n').trimEnd()}\n`;

  const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const workerHeader = (name: string) => WORKER_HEADERS.find(([header]) => header === name)?.[1] ?? '';
  // Regular expressions are tried after the exact paths, in order.
  const adminKey = `~^${ADMIN_PATH}`;
  const httpConf = [
    '# Generated by scripts/headers.ts: the per-page headers of out/_headers for nginx.',
    '# Include at http{} level; out/nginx-headers-server.conf (server{} level) uses these variables.',
    '# Keyed by $uri, which is the served file after index/try_files/error_page: /about/index.html, /404.html.',
    'map $uri $page_csp {',
    '  default "";',
    ...pages.map((page) => `  /${page.file} ${quote(page.headerPolicy)};`),
    `  ${SERVICE_WORKER_URL} ${quote(workerHeader('Content-Security-Policy'))};`,
    ...(admin ? [`  ${adminKey} ${quote(admin.csp)};`] : []),
    '}',
    'map $uri $page_opener_policy {',
    `  default ${quote(PAGE_OPENER_POLICY)};`,
    ...(admin ? [`  ${adminKey} ${quote(admin.crossOriginOpenerPolicy)};`] : []),
    '}',
    'map $uri $page_robots {',
    '  default "";',
    ...(admin ? [`  ${adminKey} "noindex, nofollow";`] : []),
    '}',
    'map $uri $page_cache_control {',
    '  default "no-cache";',
    `  ~^${STATIC_PATTERN.replace('*', '')} ${quote(STATIC_CACHE_CONTROL)};`,
    '}',
    '',
  ].join('\n');
  const serverConf = [
    '# Generated by scripts/headers.ts: include inside server{} (needs out/nginx-headers-http.conf at http{} level).',
    '# nginx drops a header whose value is empty, so pages without a policy simply get none.',
    '# Note: a location{} with its own add_header stops inheriting these; include this file there too.',
    'add_header Content-Security-Policy $page_csp always;',
    'add_header Cache-Control $page_cache_control always;',
    'add_header Cross-Origin-Opener-Policy $page_opener_policy always;',
    'add_header X-Robots-Tag $page_robots always;',
    ...COMMON_HEADERS.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');

  return { pages, admin, headersText, httpConf, serverConf };
}

/** Writes each page's meta policy and the hosts' header files into `outDir`; returns what `generate` computed. */
export function writeHeaders(outDir: string) {
  const generated = generate(outDir);
  const { pages, admin, headersText, httpConf, serverConf } = generated;
  if (pages.length === 0) throw new Error(`no HTML in ${outDir}: run next build first`);
  for (const page of pages) {
    const path = join(outDir, page.file);
    writeFileSync(path, withMetaPolicy(readFileSync(path, 'utf8'), page.metaPolicy));
  }
  if (admin) {
    const path = join(outDir, ADMIN_PATH.slice(1), 'index.html');
    writeFileSync(path, withMetaPolicy(readFileSync(path, 'utf8'), admin.metaCsp));
  }
  writeFileSync(join(outDir, '_headers'), headersText);
  writeFileSync(join(outDir, 'nginx-headers-http.conf'), httpConf);
  writeFileSync(join(outDir, 'nginx-headers-server.conf'), serverConf);
  return generated;
}

function main() {
  const outDir = resolve(process.argv[2] ?? 'out');
  const { pages } = writeHeaders(outDir);
  const hashes = pages.reduce((sum, page) => sum + page.sources.scripts.length, 0);
  console.log(`headers: CSP for ${pages.length} pages (${hashes} inline-script hashes) → ${join(outDir, '_headers')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
