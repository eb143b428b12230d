// What the site's responses say about security: the headers every file gets, the worker's and the
// editor's, and each page's Content-Security-Policy: scripts only from our origin plus the SHA-256 hash
// of each inline <script> of THAT page (Next's static export inlines its bootstrap and the RSC payload
// as `self.__next_f.push(…)` scripts), never 'unsafe-inline'. pipeline/headers.ts writes them out.
import { createHash } from 'node:crypto';
import type { AdminPolicy } from './admin-policy';
import { EMAILJS_SEND_URL } from '../../lib/request/channels/emailjs';
import { relayConfigFromEnv } from '../../lib/request/channels/relay-config';
import { noticeUrlFromEnv } from '../../lib/request/notice/notice-config';
import { gatewayUrlFromEnv } from '../../lib/request/gateway/protocol';
import { httpsOrigin } from '../../lib/request/https-origin';
import { unique } from '../../lib/lists';
import { inlineScripts, inlineStyles, parseTags, styleAttributes } from './html';
import { NEXT_STATIC } from './next-output';

/** The request's first channel (lib/request/channels/): the centre's e-mail service. */
export const EMAILJS_ORIGIN = new URL(EMAILJS_SEND_URL).origin;

/**
 * The services a build names by URL: the relay (NEXT_PUBLIC_REQUEST_RELAY_URL), the staff's notices
 * (NEXT_PUBLIC_REQUEST_NOTIFY_URL) and the request gateway (NEXT_PUBLIC_REQUEST_GATEWAY_URL).
 */
export interface BuildServiceUrls {
  relay: string;
  notice: string;
  gateway: string;
}

export const buildServiceUrlsFromEnv = (): BuildServiceUrls => ({ relay: relayConfigFromEnv().url, notice: noticeUrlFromEnv(), gateway: gatewayUrlFromEnv() });

/**
 * Every origin a page or the worker may fetch from: the site, EmailJS, and each service the build
 * names (BuildServiceUrls), when it is set to an https address (or http to the loopback); an unset one
 * adds nothing. With a gateway, the site and the gateway alone: every request goes there, and no page
 * reaches a provider. The one place connect-src is made: the pages' header and <meta>, the worker's
 * header, out/_headers and nginx all read it.
 */
export function connectSources(urls: BuildServiceUrls = buildServiceUrlsFromEnv()): string {
  const gateway = httpsOrigin(urls.gateway);
  if (gateway) return ["'self'", gateway].join(' ');
  return unique(["'self'", EMAILJS_ORIGIN, httpsOrigin(urls.relay), httpsOrigin(urls.notice)].filter(Boolean)).join(' ');
}

/** Headers every response gets (the `/*` rule): how any file may be read, and by whom. */
export const RESOURCE_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * Headers for documents only: each page's rule, the editor's, and (nginx) every HTML file. Sent with each
 * script, style, font and image too, they were about 470 bytes a response that no browser reads there (a
 * visit starts with a document, which is enough for HSTS): 8.5 KB of the home page's 22 responses over
 * HTTP/1.1 (docs/security-headers.md).
 */
export const DOCUMENT_HEADERS: [string, string][] = [
  // Two years. No includeSubDomains/preload: the centre's other subdomains are not ours to decide (docs/security-headers.md).
  ['Strict-Transport-Security', 'max-age=63072000'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // Features the site never uses. Only names Chromium recognises: unknown ones log console errors.
  [
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), bluetooth=(), browsing-topics=(), camera=(), display-capture=(), ' +
      'geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), ' +
      'payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  ],
  // For browsers without CSP frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

// The pages send no Cross-Origin-Opener-Policy. `same-origin` (or `same-origin-allow-popups`) cut
// a window that opened us off from us; this site keeps nothing in a page to leak, every link out is
// rel="noopener", and the policy made a page opened in a tab's first document (Lighthouse, a test, a
// same-site page) start in a new browsing-context group, the whole of our headers' cost at first paint
// in the lab (docs/security-headers.md, npm run bench:headers). The editor sends its own (adminHeaders).

/** The editor's files (/admin/*): its policy, and never in a search engine. */
export function adminHeaders(policy: AdminPolicy): [string, string][] {
  return [
    ['Content-Security-Policy', policy.csp],
    ['Cross-Origin-Opener-Policy', policy.crossOriginOpenerPolicy],
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

export const STATIC_PATTERN = `${NEXT_STATIC}*`;

/**
 * /version.json (which content the site carries, lib/site-version.ts): read again and again after
 * « Publier », so no browser or CDN may keep a copy (a CDN's copy would say « not yet » for as long as
 * it keeps it).
 */
export const VERSION_CACHE_CONTROL = 'no-store';
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The service worker's own headers. Browsers check it for a new version at each visit, so no cache
 * may keep it. Its own fetches (pages, files, the delayed appointment requests, their notices) follow the
 * CSP sent with sw.js, not the page's: they may reach the site, EmailJS, the relay and the notices' topic (or the
 * gateway alone), nothing else.
 */
export const WORKER_HEADERS: [string, string][] = [
  ['Cache-Control', 'no-cache'],
  ['Content-Security-Policy', `default-src 'none'; connect-src ${connectSources()}`],
];

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** What one page needs beyond 'self': hashes of its inline scripts, <style> elements and style="" attributes. */
export interface PageSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
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
    ['connect-src', connectSources()],
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
