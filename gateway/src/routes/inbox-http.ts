import { readLimited } from '../http';
import { INBOX_CSP } from '../inbox/assets';

/*
 * What every answer of the inbox's routes shares (routes/inbox.ts, routes/thread.ts): its headers, its pages, its forms
 * read from this origin alone.
 */

export const ID = /^[A-Za-z0-9-]{1,64}$/;

/** A form: a sweep's and « Tout effacer »'s name each request their page showed (up to COUNT_CAP ids of 64 characters). */
export const FORM_MAX_BYTES = 8_192;

/**
 * What every inbox answer carries: nothing kept by a cache, nothing framed, no referrer to another origin, nothing
 * sniffed. `same-origin`, not `no-referrer`: under `no-referrer` a browser sends `Origin: null` with a form's POST
 * (the Fetch standard), and every « Je m'en occupe » would be refused as another site's (act, sameOrigin).
 */
export function inboxHeaders(url: URL, type: string): Headers {
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': INBOX_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Robots-Tag': 'noindex, nofollow',
  });
  if (url.protocol === 'https:') headers.set('Strict-Transport-Security', 'max-age=31536000');
  return headers;
}

export const HTML = 'text/html; charset=utf-8';

/** The one page a refusal shows: no request, no name, no address, no setting. */
export const REFUSED_PAGE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Accès refusé</title></head>' +
  '<body><p>Accès refusé. Ouvrez la boîte des demandes depuis son adresse, et connectez-vous avec votre adresse e-mail.</p>' +
  '<p lang="en">Access refused. Open the inbox from its address, and sign in with your e-mail address.</p></body></html>';

export const page = (url: URL, status: number, body: string | null, extra: Record<string, string> = {}) => {
  const headers = inboxHeaders(url, HTML);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(body, { status, headers });
};

/** A form posted from this origin's own page: its Origin is ours (and the browser's Sec-Fetch-Site, when sent, agrees). */
export function sameOrigin(request: Request, url: URL): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  return request.headers.get('Origin') === url.origin && (site === null || site === 'same-origin');
}

/** An action's form, posted from this origin's own page; or the refusal. */
export async function formOf(request: Request, url: URL, max = FORM_MAX_BYTES): Promise<URLSearchParams | Response> {
  if (!sameOrigin(request, url)) return page(url, 403, REFUSED_PAGE);
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) return page(url, 415, null);
  const text = await readLimited(request, max).catch(() => null);
  return new URLSearchParams(text ?? '');
}
